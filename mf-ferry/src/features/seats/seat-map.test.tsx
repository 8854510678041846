import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SelectedSeat } from '../../domain/selection';
import { nautikaSeats } from '../../testing/ferry-builders';
import { SeatMap } from './seat-map';
import { nautikaSeatGrid } from './seat-rules';

function Harness({ adults }: { adults: number }) {
  const [selected, setSelected] = useState<SelectedSeat[]>([]);
  const grid = nautikaSeatGrid(nautikaSeats({ '1A': 'open', '1B': 'booked', '1C': 'open', '1D': 'open' }));
  return (
    <>
      <SeatMap grid={grid} selected={selected} adults={adults} onChange={setSelected} label="Seats" />
      <output>{selected.map((seat) => seat.id).join(',')}</output>
    </>
  );
}

describe('seat map', () => {
  it('shows unavailable seats disabled and checked', () => {
    render(<Harness adults={2} />);
    const booked = screen.getByRole('checkbox', { name: 'Seat 1B (unavailable)' });
    expect(booked).toBeDisabled();
    expect(booked).toBeChecked();
  });

  it('takes no more seats than adults, with the keyboard too', async () => {
    const user = userEvent.setup();
    render(<Harness adults={2} />);
    await user.click(screen.getByRole('checkbox', { name: 'Seat 1A' }));
    screen.getByRole('checkbox', { name: 'Seat 1C' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('1A,1C');
    const spare = screen.getByRole('checkbox', { name: 'Seat 1D' });
    expect(spare).toBeDisabled();
    // Still drawn as a free seat, not as a taken one, so nobody mistakes it for a sold seat.
    expect(spare.closest('label')).toHaveAttribute('data-seat', 'free');
    expect(screen.getByRole('checkbox', { name: 'Seat 1B (unavailable)' }).closest('label')).toHaveAttribute(
      'data-seat',
      'taken',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Seat 1A' }));
    expect(screen.getByRole('checkbox', { name: 'Seat 1D' })).toBeEnabled();
  });
});

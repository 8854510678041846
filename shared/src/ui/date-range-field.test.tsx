import { DateRangeField } from '@andaman/shared/ui/date-range-field';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('DateRangeField', () => {
  it('labels the check-in input and shows the chosen ISO days', () => {
    render(
      <DateRangeField
        id="stay"
        label="Check-in and check-out"
        value={['2030-01-10', '2030-01-12']}
        messages={[]}
        onChange={() => {}}
      />,
    );
    const checkIn = screen.getByLabelText('Check-in and check-out');
    expect(checkIn).toHaveAttribute('id', 'stay-check-in');
    expect(checkIn).toHaveValue('10 Jan 2030');
    expect(document.getElementById('stay-check-out')).toHaveValue('12 Jan 2030');
  });

  it('shows each message and points the inputs at them', () => {
    render(
      <DateRangeField
        id="stay"
        label="Check-in and check-out"
        value={['', '']}
        messages={['Check-in is required', 'Check-out is required']}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText('Check-in is required')).toBeInTheDocument();
    expect(screen.getByText('Check-out is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-in and check-out')).toHaveAttribute(
      'aria-describedby',
      'stay-dates-error',
    );
  });
});

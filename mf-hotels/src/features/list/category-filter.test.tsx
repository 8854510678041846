import type { HotelCategory } from '@andaman/shared/contracts/hotel-categories';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryFilter } from './category-filter';

function Harness({
  initial = [],
  onChange,
}: {
  initial?: HotelCategory[];
  onChange?: (next: HotelCategory[]) => void;
}) {
  const [value, setValue] = useState<HotelCategory[]>(initial);
  return (
    <CategoryFilter
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('CategoryFilter', () => {
  it('offers All and the five categories (rule hotels.categories) named for people (rule hotels.categories.names)', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Category' });
    const names = Array.from(group.querySelectorAll('label')).map((label) => label.textContent);
    expect(names).toEqual(['All', 'Standard', 'Deluxe', 'Super Deluxe', 'Premium', 'Luxury']);
    expect(screen.getByRole('checkbox', { name: 'All' })).toBeChecked();
  });

  it('chooses several categories, then All clears them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Premium' }));
    await user.click(screen.getByRole('checkbox', { name: 'Luxury' }));
    expect(onChange).toHaveBeenLastCalledWith(['PREMIUM', 'LUXURY']);
    expect(screen.getByRole('checkbox', { name: 'All' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Premium' }));
    expect(onChange).toHaveBeenLastCalledWith(['LUXURY']);

    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Luxury' })).not.toBeChecked();
  });

  it('shows the categories read from the address as checked', () => {
    render(<Harness initial={['DELUXE']} />);
    expect(screen.getByRole('checkbox', { name: 'Deluxe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Standard' })).not.toBeChecked();
  });

  it('shows a choice at once while the address catches up, and follows a new address', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<CategoryFilter value={[]} onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Premium' }));
    expect(onChange).toHaveBeenLastCalledWith(['PREMIUM']);
    expect(screen.getByRole('checkbox', { name: 'Premium' })).toBeChecked();

    rerender(<CategoryFilter value={['DELUXE']} onChange={onChange} />);
    expect(screen.getByRole('checkbox', { name: 'Deluxe' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Premium' })).not.toBeChecked();
  });
});

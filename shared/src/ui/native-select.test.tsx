import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NativeSelect } from './native-select';

const PORTS = [
  { value: 'pb', label: 'Port Blair' },
  { value: 'hv', label: 'Havelock' },
  { value: 'nl', label: 'Neil Island', disabled: true },
];

function Labelled({ initial = '', invalid }: { initial?: string; invalid?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="port">From</label>
      <NativeSelect
        id="port"
        placeholder="Select origin"
        options={PORTS}
        value={value}
        onChange={setValue}
        invalid={invalid}
      />
    </>
  );
}

describe('NativeSelect', () => {
  it('shows the placeholder until a choice, which cannot be chosen back', async () => {
    const user = userEvent.setup();
    render(<Labelled />);
    const select = screen.getByRole('combobox', { name: 'From' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select origin' })).toBeDisabled();
    await user.selectOptions(select, 'Havelock');
    expect(select).toHaveValue('hv');
    expect(screen.getByRole('option', { name: 'Havelock' })).toHaveProperty('selected', true);
  });

  it('shows a chosen value and keeps disabled options out of reach', async () => {
    const user = userEvent.setup();
    render(<Labelled initial="pb" />);
    const select = screen.getByRole('combobox', { name: 'From' });
    expect(select).toHaveValue('pb');
    expect(screen.getByRole('option', { name: 'Neil Island' })).toBeDisabled();
    await user.selectOptions(select, 'Neil Island').catch(() => undefined);
    expect(select).toHaveValue('pb');
  });

  it('marks the error state for the eye and for screen readers', () => {
    const { rerender } = render(<Labelled invalid />);
    const select = screen.getByRole('combobox', { name: 'From' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select.className).toMatch(/invalid/);
    rerender(<Labelled invalid={false} />);
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select.className).not.toMatch(/invalid/);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Counter } from './counter';

function Guests({ min }: { min: number }) {
  const [value, setValue] = useState<number | undefined>(1);
  return (
    <>
      <label htmlFor="guests">Guests</label>
      <Counter id="guests" label="Guests" min={min} max={3} value={value} onChange={setValue} />
    </>
  );
}

describe('Counter', () => {
  it('steps with the buttons and with ↑ and ↓, never below its minimum nor above its maximum', async () => {
    const user = userEvent.setup();
    render(<Guests min={0} />);
    const input = screen.getByLabelText('Guests');
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Fewer guests' })).toBeDisabled();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'More guests' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Fewer guests' }));
    expect(input).toHaveValue('2');
  });

  it('keeps rooms at 1 or more', async () => {
    const user = userEvent.setup();
    render(<Guests min={1} />);
    const input = screen.getByLabelText('Guests');
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('1');
  });
});

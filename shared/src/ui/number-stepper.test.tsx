import { NumberStepper } from '@andaman/shared/ui/number-stepper';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

function Adults({
  initial = 1,
  onChange,
}: {
  initial?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <label htmlFor="adults">Adults (2+ years)</label>
      <NumberStepper
        id="adults"
        name="adults"
        value={value}
        min={1}
        max={9}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </>
  );
}

describe('NumberStepper', () => {
  it('asks phones for the digit keyboard', () => {
    render(<Adults />);
    const input = screen.getByLabelText('Adults (2+ years)');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('pattern', '[0-9]*');
    expect(input).toHaveValue('1');
  });

  it('steps with named buttons and the arrow keys, within its bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Adults onChange={onChange} />);
    const fewer = screen.getByRole('button', { name: 'Fewer adults' });
    const more = screen.getByRole('button', { name: 'More adults' });
    expect(fewer).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(screen.getByLabelText('Adults (2+ years)')).toHaveValue('3');
    await user.click(fewer);
    expect(screen.getByLabelText('Adults (2+ years)')).toHaveValue('2');
    await user.click(screen.getByLabelText('Adults (2+ years)'));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByLabelText('Adults (2+ years)')).toHaveValue('4');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('takes typed digits, ignores letters, and keeps the count within bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Adults onChange={onChange} />);
    const input = screen.getByLabelText('Adults (2+ years)');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(input, '2x');
    expect(input).toHaveValue('2');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await user.clear(input);
    await user.type(input, '12');
    expect(onChange).toHaveBeenLastCalledWith(9);
    await user.tab();
    expect(input).toHaveValue('9');
    expect(screen.getByRole('button', { name: 'More adults' })).toBeDisabled();
  });
});

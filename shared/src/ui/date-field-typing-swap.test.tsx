import { DateField } from '@andaman/shared/ui/date-field';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';

// antd's picker arrives when the test opens the gate (testing/picker-gate).
const gate = await vi.hoisted(async () => (await import('@andaman/shared/testing/picker-gate')).pickerGate);
vi.mock('@andaman/shared/ui/date-picker', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

function TravelDate({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="travel-date">Date</label>
      <DateField
        id="travel-date"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

it('keeps the plain box while a day is being typed when the picker arrives, and swaps once it is taken', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<TravelDate onChange={onChange} />);
  const day = dayjs().add(30, 'day');
  await user.click(screen.getByLabelText('Date'));
  await user.keyboard(day.format('DD MMM'));

  // The picker's code is in, but the box being typed into stays: no key lands in another box.
  gate.open();
  await import('@andaman/shared/ui/date-picker');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(document.querySelector('.ant-picker')).toBeNull();
  await user.keyboard(` ${day.format('YYYY')}{Enter}`);
  expect(onChange).toHaveBeenLastCalledWith(day.format('YYYY-MM-DD'));

  // Taken: the picker comes in with the focus and the day.
  await waitFor(() => expect(document.querySelector('.ant-picker')).not.toBeNull());
  expect(screen.getByLabelText('Date')).toHaveFocus();
  expect(screen.getByLabelText('Date')).toHaveValue(day.format('DD MMM YYYY'));
});

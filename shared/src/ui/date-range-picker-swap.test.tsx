import { DateRangeField } from '@andaman/shared/ui/date-range-field';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

// antd's picker arrives when the test opens the gate (testing/picker-gate).
const gate = await vi.hoisted(async () => (await import('@andaman/shared/testing/picker-gate')).pickerGate);
vi.mock('@andaman/shared/ui/date-picker', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

function Stay() {
  const [value, setValue] = useState<[string, string]>(['', '']);
  return (
    <DateRangeField
      id="stay"
      label="Stay"
      value={value}
      onChange={(start, end) => setValue([start, end])}
      messages={[]}
    />
  );
}

it('a range field clicked before the picker arrives opens its calendar on check-in once it does', async () => {
  const user = userEvent.setup();
  render(<Stay />);
  await user.click(screen.getByLabelText('Stay'));
  expect(document.querySelector('.ant-picker')).toBeNull();

  gate.open();
  await waitFor(() => expect(document.querySelector('.ant-picker-range')).not.toBeNull());
  expect(screen.getByLabelText('Stay')).toHaveFocus();
  await waitFor(() =>
    expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).not.toBeNull(),
  );
  expect(screen.getByRole('status')).toHaveTextContent(/^Check-in: /);
});

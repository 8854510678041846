import { DateField } from '@andaman/shared/ui/date-field';
import { DateRangeField } from '@andaman/shared/ui/date-range-field';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

// antd's picker arrives when the test opens the gate: the plain phase can be looked at as long as needed.
const gate = await vi.hoisted(async () => (await import('@andaman/shared/testing/picker-gate')).pickerGate);
vi.mock('@andaman/shared/ui/date-picker', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const isPastDay = (day: Dayjs) => day.isBefore(dayjs(), 'day');
const shown = (day: Dayjs) => day.format('DD MMM YYYY');

function TravelDate({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="travel-date">Date</label>
      <DateField
        id="travel-date"
        value={value}
        disabledDate={isPastDay}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Next</button>
    </>
  );
}

const pickerMounted = () => document.querySelector('.ant-picker') !== null;

// One file, one order: the picker loads once per page, so the plain phase comes first.
describe('date fields before and after antd’s picker loads', () => {
  it('are plain inputs that take a typed day by themselves while the picker is on its way', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <TravelDate onChange={onChange} />
        <DateRangeField id="stay" label="Stay" value={['', '']} onChange={vi.fn()} messages={[]} />
      </>,
    );
    const input = screen.getByLabelText('Date');
    expect(input).toHaveAttribute('placeholder', 'DD MMM YYYY');
    expect(screen.getByLabelText('Stay')).toHaveAttribute('placeholder', 'Check-in');
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('placeholder', 'Check-out');

    const day = dayjs().add(9, 'day');
    await user.click(input);
    await user.keyboard(shown(day));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(day.format('YYYY-MM-DD'));
    expect(input).toHaveValue(shown(day));
    expect(pickerMounted()).toBe(false);

    await user.click(input);
    await user.clear(input);
    await user.keyboard('31 Feb');
    await user.tab();
    expect(screen.getByText('“31 Feb” is not a date. Type it like', { exact: false })).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('hand the focus and the open calendar over to the picker when it arrives', async () => {
    const user = userEvent.setup();
    render(<TravelDate onChange={vi.fn()} />);
    const plain = screen.getByLabelText('Date');
    // Pressed, and released only after the picker has arrived: the release lands on the picker, so
    // neither input gets a click; the press alone opens the calendar.
    await user.pointer({ keys: '[MouseLeft>]', target: plain });
    expect(pickerMounted()).toBe(false);

    gate.open();
    await waitFor(() => expect(pickerMounted()).toBe(true));
    await user.pointer({ keys: '[/MouseLeft]' });
    const input = screen.getByLabelText('Date');
    expect(input).not.toBe(plain);
    expect(input).toHaveFocus();
    expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull();
  });
});

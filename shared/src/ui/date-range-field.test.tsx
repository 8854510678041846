import { loadDatePicker } from '@andaman/shared/ui/date-picker-loader';
import { DateRangeField } from '@andaman/shared/ui/date-range-field';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

const iso = (day: Dayjs) => day.format('YYYY-MM-DD');
const shown = (day: Dayjs) => day.format('DD MMM YYYY');
const spoken = (day: Dayjs) => day.format('dddd, D MMMM YYYY');

/** A search form with the stay field, as the hotel search holds it. */
function StaySearch({
  initial = ['', ''],
  onChange,
  onSubmit,
}: {
  initial?: [string, string];
  onChange?: (start: string, end: string) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      aria-label="Search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <DateRangeField
        id="stay"
        label="Check-in and check-out"
        value={value}
        messages={[]}
        onChange={(start, end) => {
          setValue([start, end]);
          onChange?.(start, end);
        }}
      />
      <label htmlFor="guests">Guests</label>
      <input id="guests" />
      <button type="submit">Search</button>
    </form>
  );
}

const checkIn = () => screen.getByLabelText('Check-in and check-out');
const checkOut = () => document.getElementById('stay-check-out') as HTMLInputElement;
const calendar = () => document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
/** The calendar is closed: its announcements stop (jsdom never ends antd's closing animation). */
const expectClosed = () => waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());

describe('DateRangeField', () => {
  // The picker as the field shows it once asked for; the plain input before it, and the swap, are tested
  // with the picker held back (date-picker-loader.test.tsx and the *-swap tests).
  beforeAll(() => loadDatePicker());

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
    expect(checkIn()).toHaveAttribute('id', 'stay-check-in');
    expect(checkIn()).toHaveValue('10 Jan 2030');
    expect(checkOut()).toHaveValue('12 Jan 2030');
    expect(screen.getByLabelText('Check-out')).toBe(checkOut());
  });

  it('shows each message and points the inputs at them and at the format hint', () => {
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
    const hint = screen.getByText(/^Type dates like \d{2} [A-Z][a-z]{2} \d{4}, or press ↓ for the calendar$/);
    expect(hint).toBeVisible();
    for (const input of [checkIn(), checkOut()]) {
      expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([hint.id, 'stay-dates-error']);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('takes typed days on Enter and Tab, moving on to check-out, without submitting the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<StaySearch onChange={onChange} onSubmit={onSubmit} />);
    await user.tab();
    expect(checkIn()).toHaveFocus();
    await user.keyboard('10 jan 2099{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2099-01-10', '');
    expect(checkOut()).toHaveFocus();
    await user.keyboard('12/01/2099');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2099-01-10', '2099-01-12');
    await waitFor(() => expect(checkIn()).toHaveValue('10 Jan 2099'));
    expect(checkOut()).toHaveValue('12 Jan 2099');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains a text that is not a day, a past day and a check-out not after check-in', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<StaySearch initial={['2099-01-10', '']} onChange={onChange} onSubmit={onSubmit} />);
    await user.click(checkOut());
    await user.keyboard('10 Jnu 2099{Enter}');
    expect(await screen.findByText(/^“10 Jnu 2099” is not a date\. Type it like /)).toBeVisible();
    expect(checkOut()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(checkOut());
    await user.keyboard('01 Jan 2001{Enter}');
    expect(await screen.findByText('01 Jan 2001 is in the past. Choose today or a later day.')).toBeVisible();
    await user.clear(checkOut());
    await user.keyboard('10 Jan 2099{Enter}');
    expect(await screen.findByText('Check-out date must be after check-in')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('picks both days with the arrow keys and Enter, two months shown, and closes when both are chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const today = dayjs().startOf('day');
    render(<StaySearch onChange={onChange} onSubmit={onSubmit} />);
    await user.tab();
    // Enter in the empty field opens the calendar instead of submitting the form.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calendar()).not.toBeNull());
    expect(calendar()?.querySelectorAll('.ant-picker-date-panel')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    // Today is the first day that can be chosen: ← cannot go before it.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent(spoken(today));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    const start = today.add(8, 'day');
    expect(screen.getByRole('status')).toHaveTextContent(spoken(start));
    const cell = document.querySelector(`td[title="${iso(start)}"] .ant-picker-cell-inner`);
    expect(cell?.className).toMatch(/highlighted/);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(iso(start), '');
    // On to check-out, the calendar still open on the day after check-in; ← cannot reach check-in.
    expect(checkOut()).toHaveFocus();
    expect(calendar()).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`Check-out: ${spoken(start.add(1, 'day'))}`);
    await user.keyboard('{ArrowLeft}{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(iso(start), iso(start.add(3, 'day')));
    await waitFor(() => expect(checkOut()).toHaveValue(shown(start.add(3, 'day'))));
    expect(checkIn()).toHaveValue(shown(start));
    await expectClosed();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a check-out that a later check-in passes, and Escape closes the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StaySearch initial={['2099-01-10', '2099-01-12']} onChange={onChange} />);
    await user.click(checkIn());
    await user.keyboard('{Escape}');
    await expectClosed();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(calendar()).not.toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Check-in: Saturday, 10 January 2099');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2099-01-17', '');
    expect(checkOut()).toHaveFocus();
    await user.keyboard('{Escape}');
    await expectClosed();
  });
});

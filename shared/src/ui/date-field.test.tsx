import { DateField } from '@andaman/shared/ui/date-field';
import { loadDatePicker } from '@andaman/shared/ui/date-picker-loader';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

const isPastDay = (day: Dayjs) => day.isBefore(dayjs(), 'day');
const iso = (day: Dayjs) => day.format('YYYY-MM-DD');
const shown = (day: Dayjs) => day.format('DD MMM YYYY');

/** A search form with one date field, as a booking form holds it. */
function TravelDate({
  initial = '',
  onChange,
  onSubmit,
}: {
  initial?: string;
  onChange?: (value: string) => void;
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
      <label htmlFor="travel-date">Date</label>
      <DateField
        id="travel-date"
        value={value}
        disabledDate={isPastDay}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <label htmlFor="adults">Adults</label>
      <input id="adults" />
      <button type="submit">Search</button>
    </form>
  );
}

const dateInput = () => screen.getByLabelText('Date');

describe('DateField', () => {
  // The picker as the field shows it once asked for; the plain input before it, and the swap, are tested
  // with the picker held back (date-picker-loader.test.tsx and the *-swap tests).
  beforeAll(() => loadDatePicker());

  it('shows the format it takes, as a placeholder and as a hint the input points at', () => {
    render(<TravelDate />);
    const input = dateInput();
    expect(input).toHaveAttribute('placeholder', 'DD MMM YYYY');
    const hint = screen.getByText(
      /^Type a date like \d{2} [A-Z][a-z]{2} \d{4}, or press ↓ for the calendar$/,
    );
    expect(hint).toBeVisible();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  });

  it('takes a day typed in any letter case on Enter, without submitting the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<TravelDate onChange={onChange} onSubmit={onSubmit} />);
    await user.tab();
    expect(dateInput()).toHaveFocus();
    await user.keyboard('27 nov 2099{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2099-11-27');
    await waitFor(() => expect(dateInput()).toHaveValue('27 Nov 2099'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a typed day when Tab leaves the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TravelDate onChange={onChange} />);
    await user.click(dateInput());
    await user.keyboard('5/12/2099');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2099-12-05');
    expect(screen.getByLabelText('Adults')).toHaveFocus();
    await waitFor(() => expect(dateInput()).toHaveValue('05 Dec 2099'));
  });

  it('keeps a day typed over the chosen one until Tab takes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TravelDate initial="2099-01-04" onChange={onChange} />);
    const input = dateInput();
    await user.tripleClick(input);
    await user.keyboard('06 Jan 2099');
    expect(input).toHaveValue('06 Jan 2099');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2099-01-06');
    await waitFor(() => expect(input).toHaveValue('06 Jan 2099'));
  });

  it('explains a typed text that is not a day, or a day that cannot be chosen, and keeps the form unsent', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(<TravelDate onChange={onChange} onSubmit={onSubmit} />);
    await user.click(dateInput());
    await user.keyboard('27 Nox 2099{Enter}');
    expect(await screen.findByText(/^“27 Nox 2099” is not a date\. Type it like /)).toBeVisible();
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(dateInput());
    await user.keyboard('01 Jan 2001{Enter}');
    expect(await screen.findByText('01 Jan 2001 is in the past. Choose today or a later day.')).toBeVisible();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a typed past day clears the day chosen before, so nothing goes on with it (rule site.typed-day.refused)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TravelDate initial="2099-01-05" onChange={onChange} />);
    await user.clear(dateInput());
    await user.type(dateInput(), '01 Jan 2001');
    await user.tab();
    expect(await screen.findByText('01 Jan 2001 is in the past. Choose today or a later day.')).toBeVisible();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('opens the calendar on Enter in the empty field instead of submitting the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TravelDate onSubmit={onSubmit} />);
    await user.tab();
    expect(dateInput()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).toBeInTheDocument());
  });

  it('moves through the calendar with the arrow keys, announcing each day, and picks it with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    const today = dayjs().startOf('day');
    render(<TravelDate onChange={onChange} onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    // Today is the first day that can be chosen: ← cannot go before it.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent(today.format('dddd, D MMMM YYYY'));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{ArrowUp}{ArrowDown}');
    const target = today.add(9, 'day');
    expect(screen.getByRole('status')).toHaveTextContent(target.format('dddd, D MMMM YYYY'));
    // The highlighted day is on the calendar, ringed.
    const cell = document.querySelector(`td[title="${iso(target)}"] .ant-picker-cell-inner`);
    expect(cell?.className).toMatch(/highlighted/);
    await user.keyboard('{PageDown}{PageUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(iso(target));
    await waitFor(() => expect(dateInput()).toHaveValue(shown(target)));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts the calendar at the chosen day and goes on from a typed one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TravelDate initial="2099-01-10" onChange={onChange} />);
    // Focused from the keyboard, so the calendar is still closed (a click would open it, and the
    // picker's own close after an Escape lands a frame later, which on a busy machine could close
    // the calendar Alt+↓ had just opened again).
    await user.tab();
    expect(dateInput()).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saturday, 10 January 2099. Arrow keys move the day, Enter picks it.',
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Sunday, 11 January 2099');
    await user.clear(dateInput());
    await user.keyboard('20 Feb 2099{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2099-02-21');
  });
});

import { render } from '@testing-library/react';
import dayjs from 'dayjs';
import { useRef } from 'react';
import {
  changedSinceServer,
  typedDayFromToday,
  useServerForm,
  useTypedBeforeLive,
} from './typed-before-live';

/** A form as the server sent it: an empty guests box, a check-in box by id, a select on its first option. */
function serverForm() {
  const form = document.createElement('form');
  form.innerHTML =
    '<input name="guests" value=""><input id="check-in" value="">' +
    '<select name="location"><option value="">Select</option><option value="2">Havelock</option></select>';
  return form;
}

describe('changedSinceServer', () => {
  it('gives the boxes typed into and the options chosen since the server sent them, and nothing else', () => {
    const form = serverForm();
    expect(changedSinceServer(form, ['guests', 'check-in', 'location'])).toEqual([]);
    (form.elements.namedItem('guests') as HTMLInputElement).value = '2';
    (form.elements.namedItem('location') as HTMLSelectElement).value = '2';
    expect(changedSinceServer(form, ['guests', 'check-in', 'location'])).toEqual([
      ['guests', '2'],
      ['location', '2'],
    ]);
  });
});

describe('useTypedBeforeLive', () => {
  it('hands each changed field to its taker once, when the form is live', () => {
    const form = serverForm();
    (form.elements.namedItem('check-in') as HTMLInputElement).value = '28 Dec 2026';
    document.body.append(form);
    const takeCheckIn = vi.fn();
    const takeGuests = vi.fn();
    function Live() {
      const ref = useRef(form);
      useTypedBeforeLive(ref, { 'check-in': takeCheckIn, guests: takeGuests });
      return null;
    }
    render(<Live />);
    expect(takeCheckIn).toHaveBeenCalledExactlyOnceWith('28 Dec 2026');
    expect(takeGuests).not.toHaveBeenCalled();
    form.remove();
  });
});

describe('typedDayFromToday', () => {
  const today = dayjs('2026-12-10');
  it('takes a typed day from today on, as Tab takes it', () => {
    expect(typedDayFromToday(' 28 Dec 2026 ', today)).toBe('2026-12-28');
    expect(typedDayFromToday('10/12/2026', today)).toBe('2026-12-10');
  });
  it('takes nothing for a past or unreadable day', () => {
    expect(typedDayFromToday('09 Dec 2026', today)).toBeUndefined();
    expect(typedDayFromToday('tomorrow', today)).toBeUndefined();
  });
});

describe('useServerForm', () => {
  it('gives the form its ref and hands what was typed before it was live to its taker', () => {
    const takeGuests = vi.fn();
    function Form() {
      const serverForm = useServerForm({ guests: takeGuests });
      return (
        <form {...serverForm} aria-label="Search">
          <input name="guests" defaultValue="" />
        </form>
      );
    }
    // Rendered in the browser (not hydrating): live at once, nothing typed before.
    const { getByRole } = render(<Form />);
    expect(getByRole('form', { name: 'Search' })).not.toHaveAttribute('inert');
    expect(takeGuests).not.toHaveBeenCalled();
  });
});

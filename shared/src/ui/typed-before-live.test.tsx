import { render } from '@testing-library/react';
import { useRef } from 'react';
import { changedSinceServer, useTypedBeforeLive } from './typed-before-live';

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

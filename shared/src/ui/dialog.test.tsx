import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';
import { wrappedFocus } from './focus-trap';

describe('focus stays in a dialog (rule site.dialog-focus)', () => {
  it('wraps past the last control to the first, and before the first to the last', () => {
    const controls = ['close', 'name', 'send'];
    expect(wrappedFocus(controls, 'send', false)).toBe('close');
    expect(wrappedFocus(controls, 'close', true)).toBe('send');
    expect(wrappedFocus(controls, 'name', false)).toBeUndefined();
    expect(wrappedFocus(controls, 'name', true)).toBeUndefined();
    expect(wrappedFocus([], null, false)).toBeUndefined();
  });

  it('keeps Tab and Shift+Tab inside an open dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Dialog open title="Contact Us" footer={null}>
          <label>
            Full name <input />
          </label>
          <button type="submit">Send enquiry</button>
        </Dialog>
      </>,
    );
    const send = await screen.findByRole('button', { name: 'Send enquiry' });
    send.focus();
    await user.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Outside', hidden: true }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(send);
  });
});

import { enquiryMessages } from '@andaman/shared/contracts/contact';
import { Link, Route, Routes } from '@andaman/shared/router';
import { CONTACT_DIALOG_DELAY_MS } from '@andaman/shared/rules/delays';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberEnquirySeen } from '../features/contact/use-enquiry-dialog';
import {
  jsonResponse,
  type RenderRouteOptions,
  renderRoute,
  stubFetch,
  TEST_RUNTIME_CONFIG,
} from '../testing/render-route';
import { ShellLayout } from './shell-layout';
import { TAG_MANAGER_SCRIPT_ID } from './tag-manager';

function renderLayout(options: Omit<RenderRouteOptions, 'path'> = {}) {
  return renderRoute(
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path="/" element={<Link to="/about">Go to about</Link>} />
        <Route path="/about" element={<h1>About page</h1>} />
      </Route>
    </Routes>,
    options,
  );
}

/** Lets the 7-second timer fire, then hands timers back to the real clock so lazy code and user events run. */
async function openDialogByWaiting() {
  act(() => {
    vi.advanceTimersByTime(CONTACT_DIALOG_DELAY_MS);
  });
  vi.useRealTimers();
  return screen.findByRole('dialog', { name: 'Contact Us' });
}

beforeEach(() => {
  // Each test's page began to load when the test began (the dialog counts its delay from there).
  vi.spyOn(performance, 'now').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Each test is a new visit: the contact dialog remembers for a visit that it was shown.
  sessionStorage.clear();
  rememberEnquirySeen(false);
  document.getElementById(TAG_MANAGER_SCRIPT_ID)?.remove();
});

describe('ShellLayout', () => {
  it('shows the navigation, business hours, policy links and contact links from the configuration', () => {
    renderLayout();
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'Ferry',
      'Hotels',
      'Activities',
      'Holiday packages',
      'Blog',
      'About',
      'Contact',
    ]) {
      expect(within(main).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(main).getByRole('link', { name: 'Holiday packages' })).toHaveAttribute(
      'href',
      '/itinerary',
    );

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Monday to Saturday, 09:00 to 20:00')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Refund and Cancellation' })).toHaveAttribute(
      'href',
      '/refund-and-cancellation',
    );
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(within(footer).getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      TEST_RUNTIME_CONFIG.contact.callLink,
    );
    expect(within(footer).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      TEST_RUNTIME_CONFIG.contact.whatsAppLink,
    );
  });

  it('offers call and WhatsApp from the floating menu', async () => {
    const { user } = renderLayout();
    const toggle = screen.getByRole('button', { name: 'Contact options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Call or chat with us' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Call or chat with us' });
    expect(within(menu).getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      TEST_RUNTIME_CONFIG.contact.callLink,
    );
    expect(within(menu).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      TEST_RUNTIME_CONFIG.contact.whatsAppLink,
    );
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('opens the navigation in a drawer on small screens, and closes it when a link is followed', async () => {
    const { user, getLocation } = renderLayout();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(drawer).getByRole('link', { name: 'About' }));
    expect(getLocation().pathname).toBe('/about');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the mobile bar reading "Contact Island Experts", which opens the contact-us dialog', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Contact Island Experts' }));
    expect(
      await screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('opens the contact-us dialog by itself 7 seconds after load, once', async () => {
    vi.useFakeTimers();
    renderLayout();
    act(() => {
      vi.advanceTimersByTime(CONTACT_DIALOG_DELAY_MS - 1);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialogByWaiting();
    expect(within(dialog).getByLabelText(/Full name/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Phone number/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Message/)).toBeInTheDocument();
  });

  it('validates the enquiry with its messages (rule contact.enquiry.name-min and beside it)', async () => {
    vi.useFakeTimers();
    renderLayout();
    const dialog = await openDialogByWaiting();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(dialog).findByText(enquiryMessages.fullName)).toBeInTheDocument();
    expect(within(dialog).getByText(enquiryMessages.email)).toBeInTheDocument();
    expect(within(dialog).getByText(enquiryMessages.phone)).toBeInTheDocument();
    expect(enquiryMessages).toEqual({
      fullName: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone number must be at least 10 digits',
    });
    expect(within(dialog).getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText(/Full name/), 'A');
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/Phone number/), '98765');
    expect(within(dialog).getByText(enquiryMessages.fullName)).toBeInTheDocument();
    expect(within(dialog).getByText(enquiryMessages.email)).toBeInTheDocument();
    expect(within(dialog).getByText(enquiryMessages.phone)).toBeInTheDocument();
  });

  it('sends the enquiry to /common/email, toasts, then closes and resets', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({
        success: true,
        message: 'Email sent successfully.',
        data: { id: 1, kind: 'contact', createdAt: '2025-01-01' },
      }),
    );
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Contact Island Experts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 10_000 });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Asha Rao');
    await user.type(within(dialog).getByLabelText(/Email/), 'asha@example.com');
    await user.type(within(dialog).getByLabelText(/Phone number/), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByText('Email sent successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Us' })).not.toBeInTheDocument());
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://localhost/api/common/email');
    expect(await request?.json()).toEqual({
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      message: '',
    });

    await user.click(screen.getByRole('button', { name: 'Contact Island Experts' }));
    const reopened = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(within(reopened).getByLabelText(/Full name/)).toHaveValue('');
  });

  it("shows the server's message when sending fails, and keeps the dialog open", async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Mailbox unavailable' }, 503));
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Contact Island Experts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Asha Rao');
    await user.type(within(dialog).getByLabelText(/Email/), 'asha@example.com');
    await user.type(within(dialog).getByLabelText(/Phone number/), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('says "An error occurred" when the server gives no message', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Contact Island Experts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Asha Rao');
    await user.type(within(dialog).getByLabelText(/Email/), 'asha@example.com');
    await user.type(within(dialog).getByLabelText(/Phone number/), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('resets the form when the dialog is dismissed', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Contact Island Experts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Asha');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Us' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Contact Island Experts' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Contact Us' })).getByLabelText(/Full name/),
    ).toHaveValue('');
  });

  it('scrolls to the top when the path changes', async () => {
    const user = userEvent.setup();
    renderLayout();
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('link', { name: 'Go to about' }));
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('loads the tag manager only when a container id is configured', () => {
    const { unmount } = renderLayout();
    expect(document.getElementById(TAG_MANAGER_SCRIPT_ID)).toBeNull();
    unmount();
    renderLayout({ config: { ...TEST_RUNTIME_CONFIG, tagManagerId: 'GTM-ABC123' } });
    expect(document.getElementById(TAG_MANAGER_SCRIPT_ID)).toHaveAttribute(
      'src',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    );
  });
});

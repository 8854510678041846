import { contactMessages } from '@andaman/shared/contracts/contact';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderRoute, stubFetch } from '../testing/render-route';
import { CONTACT_TITLE, ContactPage } from './contact-page';

afterEach(() => vi.restoreAllMocks());

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Send us a message' });
  await user.type(within(form).getByLabelText(/Full name/), 'Ravi Kumar');
  await user.type(within(form).getByLabelText(/Email/), 'ravi@example.com');
  await user.type(within(form).getByLabelText(/Phone number/), '9876543210');
  await user.type(within(form).getByLabelText(/Message/), 'Two adults, Havelock in March.');
  return form;
}

describe('ContactPage', () => {
  it('has a title, a description and structured data for the business', () => {
    const { container } = renderRoute(<ContactPage />, { path: '/contact' });
    expect(document.title).toBe(CONTACT_TITLE);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Andaman/,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'ContactPage',
      mainEntity: { '@type': 'TravelAgency', openingHours: 'Mo-Sa 09:00-20:00' },
    });
    expect(screen.getByText('Monday to Saturday, 09:00 to 20:00')).toBeInTheDocument();
  });

  it("shows the contact schema's messages", async () => {
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: '/contact' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.fullName)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.phone)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.email)).toBeInTheDocument();
    expect(contactMessages).toEqual({
      fullName: 'Full name is required',
      phone: 'Phone number is required',
      email: 'Invalid email',
    });

    await user.type(screen.getByLabelText(/Phone number/), '12345');
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('sends the message, confirms and clears the form', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({
        success: true,
        message: 'Email sent successfully.',
        data: { id: 3, kind: 'contact', createdAt: 'x' },
      }),
    );
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: '/contact' });
    const form = await fillValidMessage(user);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Email sent successfully.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('');
    expect(within(form).getByLabelText(/Message/)).toHaveValue('');
    expect(requests[0]?.url).toBe('http://localhost/api/common/email');
    expect(await requests[0]?.json()).toEqual({
      fullName: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9876543210',
      message: 'Two adults, Havelock in March.',
    });
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Too many messages, try later' }, 429));
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: '/contact' });
    const form = await fillValidMessage(user);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many messages, try later')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Full name/)).toHaveValue('Ravi Kumar');
  });

  it('says "An error occured." when there is no server message', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: '/contact' });
    const form = await fillValidMessage(user);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('An error occured.')).toBeInTheDocument();
  });
});

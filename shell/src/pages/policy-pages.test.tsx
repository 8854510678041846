import { act, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderRoute } from '../testing/render-route';
import { PRIVACY_TITLE, PrivacyPolicyPage } from './privacy-policy-page';
import { REFUND_TITLE, RefundAndCancellationPage } from './refund-and-cancellation-page';
import { TERMS_TITLE, TermsAndConditionsPage } from './terms-and-conditions-page';

afterEach(() => vi.useRealTimers());

describe.each<[string, () => ReactElement, string, string]>([
  ['/privacy-policy', () => <PrivacyPolicyPage />, PRIVACY_TITLE, 'Privacy Policy'],
  [
    '/refund-and-cancellation',
    () => <RefundAndCancellationPage />,
    REFUND_TITLE,
    'Refund and Cancellation Policy',
  ],
  ['/terms-and-conditions', () => <TermsAndConditionsPage />, TERMS_TITLE, 'Terms and Conditions'],
])('%s', (path, page, title, heading) => {
  it('shows a loader for 2 seconds on entry, with the title and description set', () => {
    vi.useFakeTimers();
    renderRoute(page(), { path });
    expect(document.title).toBe(title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: `Loading ${heading}` })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status', { name: `Loading ${heading}` })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status', { name: `Loading ${heading}` })).not.toBeInTheDocument();
  });
});

describe('policy content', () => {
  it('covers every section the privacy policy needs', () => {
    renderRoute(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((element) => element.textContent);
    expect(headings).toEqual([
      'Information we collect',
      'How we use your information',
      'How we protect your information',
      'Sharing your information',
      'Links to other websites',
      'Cookies',
      'Changes to this policy',
      'Contact us',
    ]);
    expect(screen.getByRole('link', { name: 'support@andamanislands.example' })).toHaveAttribute(
      'href',
      'mailto:support@andamanislands.example',
    );
  });

  it('states the refund schedule, the no-refund period and the refund time', () => {
    renderRoute(<RefundAndCancellationPage />, { path: '/refund-and-cancellation' });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'More than 30 days before arrivalNo retention100%',
      '15 to 30 days before arrival50%50%',
      '7 to 15 days before arrival75%25%',
      'Within 7 days of arrival100%No refund',
    ]);
    expect(
      screen.getByText(/No refunds are given for bookings from 15 December 2022 to 15 January 2023/),
    ).toBeTruthy();
    expect(screen.getByText(/within 5-6 working days/)).toBeInTheDocument();
  });

  it('states the terms for children, rooms, check-out, advance and breakfast', () => {
    const { container } = renderRoute(<TermsAndConditionsPage />, { path: '/terms-and-conditions' });
    const text = container.textContent ?? '';
    expect(text).toContain(
      'Children under 1 year are not charged, except for entry tickets and ferry charges.',
    );
    expect(text).toContain('Children above 5 years are charged at the extra person rate.');
    expect(text).toContain('For ferry bookings, a child above 1 year counts as an adult.');
    expect(text).toContain('A room takes at most 3 adults, with one extra mattress.');
    expect(text).toContain('Hotel check-out time is 8:00 AM.');
    expect(text).toContain('A holiday package is confirmed on payment of a 50% advance.');
    expect(text).toContain('The remaining amount is due 24 hours before arrival.');
    expect(text).toContain('Breakfast is not included on the day of arrival.');
  });
});

/** Facts about the business shown in the layout, the contact page and structured data. */

/** Trading name used in titles and structured data. */
export const BUSINESS_NAME = 'Andaman Island Experts';

/** Business hours, as shown (rule site.business-hours). */
export const BUSINESS_HOURS = 'Monday to Saturday, 09:00 to 20:00';

/** The same hours in schema.org `openingHours` form. */
export const BUSINESS_OPENING_HOURS = 'Mo-Sa 09:00-20:00';

/** Text of the mobile contact bar (rule site.layout.mobile-bar). */
export const MOBILE_CONTACT_BAR_TEXT = 'Contact Island Experts';

/** A link of the header, footer or not-found page. */
export interface SiteLink {
  to: string;
  label: string;
}

/** The header's navigation, in order. */
export const MAIN_NAVIGATION: readonly SiteLink[] = [
  { to: '/', label: 'Home' },
  { to: '/ferry', label: 'Ferry' },
  { to: '/hotels', label: 'Hotels' },
  { to: '/activities', label: 'Activities' },
  { to: '/itinerary', label: 'Holiday packages' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** The policy pages linked from the footer. */
export const POLICY_LINKS: readonly SiteLink[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-and-cancellation', label: 'Refund and Cancellation' },
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
];

/** The bookable services (footer, thank-you and not-found pages). */
export const SERVICE_LINKS: readonly SiteLink[] = [
  { to: '/ferry', label: 'Ferry tickets' },
  { to: '/hotels', label: 'Hotels' },
  { to: '/activities', label: 'Activities' },
  { to: '/itinerary', label: 'Holiday packages' },
];

/**
 * The telephone number of a `tel:` link, for display and structured data (`tel:+91 98765-43210` →
 * `+91 98765-43210`); `undefined` for anything that is not a `tel:` link.
 */
export function telephoneFromCallLink(callLink: string): string | undefined {
  const match = /^tel:(.+)$/i.exec(callLink.trim());
  const number = match?.[1]?.trim();
  return number ? decodeURIComponent(number) : undefined;
}

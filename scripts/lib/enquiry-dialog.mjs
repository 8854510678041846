// The shell's note that the contact-us dialog was shown this visit: a session cookie
// (shell/src/features/contact/use-enquiry-dialog.ts, ENQUIRY_SEEN_COOKIE; a test holds the two equal).
// With it set, the dialog does not open by itself 7 s after a page began to load: measurements that take
// longer on a busy machine would otherwise count its code, or see it take a tap meant for the page.

export const ENQUIRY_SEEN_COOKIE = 'andaman_enquiry_seen';

/** A browser context whose visitor has seen the dialog on `site` (cookies are per host, all ports). */
export const keepEnquiryDialogShut = (context, site) =>
  context.addCookies([{ name: ENQUIRY_SEEN_COOKIE, value: '1', url: site }]);

import { Outlet } from '@andaman/shared/router';
import { CONTACT_DIALOG_DELAY_MS } from '@andaman/shared/rules/delays';
import { getRuntimeConfig } from '@andaman/shared/runtime-config';
import { HydrateWhen } from '@andaman/shared/ui/hydration';
import { LoadingOverlay } from '@andaman/shared/ui/loading-overlay';
import { Suspense } from 'react';
import { telephoneFromCallLink } from '../domain/site-info';
import { EnquiryDialogSlot } from '../features/contact/enquiry-dialog-slot';
import { useEnquiryDialog } from '../features/contact/use-enquiry-dialog';
import { FloatingContactMenu } from './floating-contact-menu';
import { MobileContactBar } from './mobile-contact-bar';
import styles from './shell-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useTagManager } from './tag-manager';
import { useScrollToTop } from './use-scroll-to-top';

/** `id` of the main landmark, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The one layout every route renders in (rule site.layout): header, page, footer, the floating
 * call / WhatsApp menu, the mobile "Contact Island Experts" bar and the contact-us dialog that opens by
 * itself 7 s after load. Contact links and the tag manager come from the run-time configuration.
 */
export function ShellLayout() {
  const { contact, tagManagerId } = getRuntimeConfig();
  const telephone = telephoneFromCallLink(contact.callLink);
  const enquiry = useEnquiryDialog(CONTACT_DIALOG_DELAY_MS);
  useScrollToTop();
  useTagManager(tagManagerId);

  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <SiteHeader callLink={contact.callLink} telephone={telephone} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<LoadingOverlay label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Below the fold: hydrates once the page is idle (or when reached for), after the header and page. */}
      <HydrateWhen when="idle">
        <SiteFooter contact={contact} telephone={telephone} />
      </HydrateWhen>
      <FloatingContactMenu callLink={contact.callLink} whatsAppLink={contact.whatsAppLink} />
      <MobileContactBar onContact={enquiry.show} callLink={contact.callLink} />
      <EnquiryDialogSlot open={enquiry.open} mounted={enquiry.mounted} hide={enquiry.hide} />
    </div>
  );
}

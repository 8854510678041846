import { ChatIcon, PhoneIcon } from '@andaman/shared/ui/icons';
import { MOBILE_CONTACT_BAR_TEXT } from '../domain/site-info';
import styles from './shell-layout.module.css';

export interface MobileContactBarProps {
  /** Opens the contact-us dialog. */
  onContact: () => void;
  callLink: string;
}

/**
 * The bar fixed to the bottom of small screens: "Contact Island Experts" opens the contact-us dialog. A
 * landmark of its own (`aside`), so nothing of the page sits outside a landmark; the floating call /
 * WhatsApp button docks at its right end on small screens instead of covering the page.
 */
export function MobileContactBar({ onContact, callLink }: MobileContactBarProps) {
  return (
    <aside className={styles.mobileBar} aria-label="Contact Island Experts">
      <button type="button" className={styles.mobileBarButton} onClick={onContact} aria-haspopup="dialog">
        <ChatIcon />
        {MOBILE_CONTACT_BAR_TEXT}
      </button>
      <a href={callLink} className={styles.mobileBarCall} aria-label="Call us">
        <PhoneIcon />
      </a>
    </aside>
  );
}

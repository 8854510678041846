import { ChatIcon, PhoneIcon } from '@andaman/shared/ui/icons';
import { MOBILE_CONTACT_BAR_TEXT } from '../features/site/site-info';
import styles from './shell-layout.module.css';

export interface MobileContactBarProps {
  /** Opens the contact-us dialog. */
  onContact: () => void;
  callLink: string;
}

/** The bar fixed to the bottom of small screens: "Contact Island Experts" opens the contact-us dialog. */
export function MobileContactBar({ onContact, callLink }: MobileContactBarProps) {
  return (
    <div className={styles.mobileBar}>
      <button type="button" className={styles.mobileBarButton} onClick={onContact} aria-haspopup="dialog">
        <ChatIcon />
        {MOBILE_CONTACT_BAR_TEXT}
      </button>
      <a href={callLink} className={styles.mobileBarCall} aria-label="Call us">
        <PhoneIcon />
      </a>
    </div>
  );
}

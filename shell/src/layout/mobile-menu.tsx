import { AntdTheme } from '@andaman/shared/ui/antd-theme';
import { Drawer } from '@andaman/shared/ui/drawer';
import { PhoneIcon } from '@andaman/shared/ui/icons';
import { MAIN_NAVIGATION } from '../domain/site-info';
import { NavigationLinks } from './navigation-links';
import styles from './shell-layout.module.css';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  callLink: string;
  telephone?: string;
}

/** The main navigation in a drawer for small screens; following a link closes it. */
export function MobileMenu({ id, open, onClose, callLink, telephone }: MobileMenuProps) {
  return (
    <AntdTheme>
      <Drawer id={id} open={open} onClose={onClose} placement="right" title="Menu" size={300}>
        <nav aria-label="Main">
          <NavigationLinks
            links={MAIN_NAVIGATION}
            listClassName={styles.drawerNavList}
            onNavigate={onClose}
          />
        </nav>
        <div className={styles.drawerContact}>
          <a href={callLink} className={styles.drawerCall}>
            <PhoneIcon />
            <span>{telephone ? `Call ${telephone}` : 'Call us'}</span>
          </a>
        </div>
      </Drawer>
    </AntdTheme>
  );
}

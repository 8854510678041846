import { Link } from '@andaman/shared/router';
import { BrandLogo } from '@andaman/shared/ui/brand-logo';
import { MenuIcon, PhoneIcon } from '@andaman/shared/ui/icons';
import { lazy, Suspense, useState } from 'react';
import { MAIN_NAVIGATION } from '../domain/site-info';
import { NavigationLinks } from './navigation-links';
import styles from './shell-layout.module.css';

// The drawer's code loads the first time a phone visitor opens the menu, not on every first load.
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

export const MOBILE_MENU_ID = 'mobile-menu';

export interface SiteHeaderProps {
  /** `tel:` link of the call button. */
  callLink: string;
  /** Number shown on the call button. */
  telephone?: string;
}

/** Logo, main navigation (a drawer below 1100 px) and a call button. */
export function SiteHeader({ callLink, telephone }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);

  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brandLink}>
          <BrandLogo height={40} />
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavigationLinks links={MAIN_NAVIGATION} listClassName={styles.navList} />
        </nav>
        <a href={callLink} className={styles.headerCall}>
          <PhoneIcon />
          <span>{telephone ?? 'Call us'}</span>
        </a>
        <button
          type="button"
          className={styles.menuButton}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
          onClick={openMenu}
        >
          <MenuIcon />
        </button>
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={MOBILE_MENU_ID}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            callLink={callLink}
            telephone={telephone}
          />
        </Suspense>
      ) : null}
    </header>
  );
}

import { NavLink } from '@andaman/shared/router';
import type { SiteLink } from '../domain/site-info';
import styles from './shell-layout.module.css';

export interface NavigationLinksProps {
  links: readonly SiteLink[];
  listClassName?: string;
  /** Called after a link is followed (the mobile menu closes). */
  onNavigate?: () => void;
}

/** A list of navigation links; the current section is marked with `aria-current="page"`. */
export function NavigationLinks({ links, listClassName, onNavigate }: NavigationLinksProps) {
  return (
    <ul className={listClassName}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={styles.navLink} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

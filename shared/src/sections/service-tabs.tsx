import { Link, useLocation } from '@andaman/shared/router';
import type { ReactNode } from 'react';
import styles from '../assets/styles/service-tabs.module.css';

export type ServiceKey = 'holidays' | 'hotels' | 'ferry';

export interface ServiceTab {
  key: ServiceKey;
  label: string;
  to: string;
  /** Paths (prefixes) that belong to this service, so the tab stays lit on its inner pages. */
  paths: readonly string[];
}

/** The tab bar of Home and the ferry search page (rule site.service-tabs). */
export const SERVICE_TABS: readonly ServiceTab[] = [
  { key: 'holidays', label: 'Holiday Packages', to: '/', paths: ['/itinerary'] },
  { key: 'hotels', label: 'Hotels', to: '/hotels', paths: ['/hotels'] },
  { key: 'ferry', label: 'Ferry', to: '/ferry', paths: ['/ferry', '/tickets', '/passenger-info'] },
];

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Which service a path belongs to: `/` and `/itinerary/…` are holidays; unknown paths none. */
export function activeServiceTab(pathname: string): ServiceKey | undefined {
  if (pathname === '/' || pathname === '') return 'holidays';
  return SERVICE_TABS.find((tab) => tab.paths.some((prefix) => isUnder(pathname, prefix)))?.key;
}

const icons: Record<ServiceKey, ReactNode> = {
  holidays: (
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M4 7h16a1 1 0 0 1 1 1v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a1 1 0 0 1 1-1zM3 12h18" />
  ),
  hotels: <path d="M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01" />,
  ferry: (
    <path d="M4 15l1.5-5h13L20 15M8 10V7h8v3M11 7V4h2M3 19c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1M4 15h16" />
  ),
};

export interface ServiceTabsProps {
  /** Force the highlighted tab; by default it follows the current location. */
  current?: ServiceKey;
  /** Accessible name of the navigation (default "Book a service"). */
  label?: string;
  className?: string;
}

/**
 * The "Holiday Packages · Hotels · Ferry" bar. Real links (router `Link`), so they work with
 * a middle click and without JavaScript; the current service is highlighted and marked with
 * `aria-current="page"`.
 */
export function ServiceTabs({ current, label = 'Book a service', className }: ServiceTabsProps) {
  const { pathname } = useLocation();
  const active = current ?? activeServiceTab(pathname);
  return (
    <nav aria-label={label} className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {SERVICE_TABS.map((tab) => {
          const isActive = tab.key === active;
          return (
            <li key={tab.key} className={styles.item}>
              <Link
                to={tab.to}
                className={[styles.tab, isActive ? styles.active : ''].filter(Boolean).join(' ')}
                aria-current={isActive ? 'page' : undefined}
              >
                <svg
                  className={styles.icon}
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  {icons[tab.key]}
                </svg>
                <span>{tab.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

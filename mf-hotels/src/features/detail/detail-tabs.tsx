import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { DETAIL_TABS, type DetailTab } from '../../domain/search-params';
import styles from './hotel-detail.module.css';

/**
 * The detail tabs (Rooms, Privacy & Policy, Rules) as an ARIA tab list: the URL chooses the tab,
 * a click or the arrow keys switch it.
 */
export function DetailTabs({
  current,
  onChange,
  children,
}: {
  current: DetailTab;
  onChange: (tab: DetailTab) => void;
  children: ReactNode;
}) {
  const id = useId().replace(/:/g, '');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + DETAIL_TABS.length) % DETAIL_TABS.length;
    const tab = DETAIL_TABS[next];
    if (!tab) return;
    onChange(tab.key);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Hotel information" className={styles.tabList}>
        {DETAIL_TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === current}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${current}`}
        className={styles.tabPanel}
      >
        {children}
      </div>
    </div>
  );
}

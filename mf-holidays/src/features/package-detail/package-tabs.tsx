import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './package-detail.module.css';

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: a tablist whose arrow, Home and End keys move between tabs (only the
 * selected tab is in the tab order), each tab controlling its panel.
 */
export function PackageTabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  const baseId = useId().replace(/:/g, '');
  const [selected, setSelected] = useState(items[0]?.key);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.find((item) => item.key === selected) ?? items[0];

  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(items[next]?.key);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {items.map((item, index) => {
          const active = item.key === current?.key;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(item.key)}
              onKeyDown={(event) => move(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.key}`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          className={styles.tabPanel}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}

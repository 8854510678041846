import { CloseCircleIcon, InfoIcon } from '@andaman/shared/ui/icons';
import type { ReactNode } from 'react';
import styles from '../assets/styles/notice.module.css';

export interface NoticeProps {
  /** `error`: something failed (red); `info`: something is under way or worth knowing (blue). */
  type: 'error' | 'info';
  children: ReactNode;
  className?: string;
}

/**
 * A message inside the page in antd Alert's look (icon, tinted box), in plain markup, for pages that
 * load none of antd's runtime. An error is announced at once (`role="alert"`), information politely
 * (`role="status"`).
 */
export function Notice({ type, children, className }: NoticeProps) {
  const Icon = type === 'error' ? CloseCircleIcon : InfoIcon;
  return (
    <div
      role={type === 'error' ? 'alert' : 'status'}
      className={[styles.notice, styles[type], className].filter(Boolean).join(' ')}
    >
      <Icon className={styles.icon} />
      <span>{children}</span>
    </div>
  );
}

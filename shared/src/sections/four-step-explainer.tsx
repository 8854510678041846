import { ContentSection } from '@andaman/shared/ui/content-section';
import type { ReactNode } from 'react';
import styles from '../assets/styles/four-step-explainer.module.css';

export interface ExplainerStep {
  title: string;
  description: string;
}

/** Search, Select, Pay, Receive: the ferry booking steps (rule site.four-step-explainer). */
export const FERRY_BOOKING_STEPS: readonly ExplainerStep[] = [
  { title: 'Search', description: 'Choose your route, travel date and passengers.' },
  { title: 'Select', description: 'Compare Makruzz, Nautika and Green Ocean, then pick a class and seats.' },
  { title: 'Pay', description: 'Add traveller details and pay securely online.' },
  { title: 'Receive', description: 'Get your e-tickets by e-mail, ready to board.' },
];

const stepIcons: ReactNode[] = [
  <path key="search" d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />,
  <path key="select" d="M9 12l2 2 4-4M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z" />,
  <path key="pay" d="M3 7h18v10H3zM3 11h18M7 15h3" />,
  <path key="receive" d="M4 6h16v12H4zM4 7l8 6 8-6" />,
];

export interface FourStepExplainerProps {
  /** e.g. "Easy 4 Step Ferry Booking". */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Defaults to the ferry steps: Search, Select, Pay, Receive. */
  steps?: readonly ExplainerStep[];
  /** Section id, for Home's `scrollTo` parameter. */
  id?: string;
  className?: string;
}

/** A numbered, ordered list of booking steps: stacked on phones, four across on desktops. */
export function FourStepExplainer({
  title = 'Easy 4 Step Ferry Booking',
  subtitle = 'From search to e-ticket in a few minutes.',
  steps = FERRY_BOOKING_STEPS,
  id,
  className,
}: FourStepExplainerProps) {
  return (
    <ContentSection id={id} title={title} subtitle={subtitle} className={className}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.badge} aria-hidden="true">
              <svg
                viewBox="0 0 24 24"
                width="28"
                height="28"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                {stepIcons[index % stepIcons.length]}
              </svg>
              <span className={styles.number}>{index + 1}</span>
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </ContentSection>
  );
}

import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { useId, useState } from 'react';
import { descriptionView, isLongDescription } from '../../domain/description';
import styles from './activity-checkout.module.css';

/**
 * The activity's description, cut at 300 characters with Read More / Show Less
 * (rule activities.checkout.description).
 */
export function ActivityDescription({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const view = descriptionView(html, expanded);
  return (
    <div>
      <div id={id}>{view.kind === 'cut' ? <p>{view.text}</p> : <SafeHtml html={html} />}</div>
      {isLongDescription(html) ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show Less' : 'Read More'}
        </button>
      ) : null}
    </div>
  );
}

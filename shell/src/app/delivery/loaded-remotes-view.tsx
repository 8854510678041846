import { ActionButton } from '@andaman/shared/ui/action-button';
import { useEffect, useState, useSyncExternalStore } from 'react';
import styles from './delivery-overlay.module.css';
import { getDeliveryFacts, sharedSingletons, subscribeDeliveryFacts } from './facts';

const STATUS_TEXT = {
  'not-needed': 'not yet needed',
  loading: 'loading',
  loaded: 'loaded',
  failed: 'failed',
  disabled: 'switched off: fallback shown',
} as const;

/** The loaded-remotes view (`?debug=mf` or Alt+Shift+M): where each remote comes from and how it loaded. */
export function LoadedRemotesView({ onClose }: { onClose: () => void }) {
  const facts = useSyncExternalStore(subscribeDeliveryFacts, getDeliveryFacts);
  // Singletons are registered as remotes load: read them again whenever a remote's status changes.
  const [shared, setShared] = useState(sharedSingletons);
  useEffect(() => setShared(sharedSingletons()), [facts]);
  return (
    <section className={styles.panel} aria-label="Loaded remotes">
      <div className={styles.header}>
        <h2>Loaded remotes{facts.environment ? ` (${facts.environment})` : ''}</h2>
        <ActionButton onClick={onClose}>Close</ActionButton>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Release</th>
            <th scope="col">Cohort</th>
            <th scope="col">Origin</th>
            <th scope="col">Overridden</th>
            <th scope="col">Load time</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {facts.remotes.map((remote) => (
            <tr key={remote.name} data-remote={remote.name}>
              <th scope="row">{remote.name}</th>
              <td>{remote.version ?? 'unreleased build'}</td>
              <td>{remote.cohort ?? '–'}</td>
              <td>{remote.origin}</td>
              <td>{remote.overridden ? 'yes' : 'no'}</td>
              <td>{remote.loadMs === undefined ? '–' : `${remote.loadMs} ms`}</td>
              <td className={remote.status === 'failed' ? styles.failed : undefined}>
                {STATUS_TEXT[remote.status]}
                {remote.error ? `: ${remote.error}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Shared singletons</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Module</th>
            <th scope="col">Version</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {shared.map((module) => (
            <tr key={module.name}>
              <th scope="row">{module.name}</th>
              <td>{module.version}</td>
              <td>{module.from}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

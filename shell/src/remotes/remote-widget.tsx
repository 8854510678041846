import type { RemoteWidgetModule } from '@andaman/shared/remote-contract';
import { RemoteWidgetContent, remoteWidgetIdPrefix, widgetFirstViewPath } from '@andaman/shared/remote-root';
import { use } from 'react';
import { RemoteSlot } from '../app/remote-slot';
import { remoteModules } from './remote-modules';
import styles from './remote-widget.module.css';

interface RemoteWidgetProps {
  /** The remote's name (`holidays`, `activities`, `ferry`). */
  remote: string;
  /** The exposed module, e.g. `widgets/holiday-packages`. */
  widget: string;
  /** Shown in the fallback if the widget cannot load. */
  title: string;
}

function WidgetOfRemote({ remote, widget }: Pick<RemoteWidgetProps, 'remote' | 'widget'>) {
  const { default: Widget } = use(remoteModules.get<RemoteWidgetModule>(`${remote}/${widget}`));
  return <RemoteWidgetContent Widget={Widget} />;
}

/**
 * A section of a shell page filled by a remote's widget; a remote that is down shows a contained
 * fallback. Its first view (its heading and what it shows before its data) is in the page's HTML; in
 * the browser its root starts, and its code downloads, only when it comes near the viewport.
 */
export function RemoteWidget({ remote, widget, title }: RemoteWidgetProps) {
  return (
    <RemoteSlot
      remote={remote}
      firstView={widgetFirstViewPath(widget)}
      identifierPrefix={remoteWidgetIdPrefix(widget)}
      title={title}
      fallback={<div className={styles.placeholder} role="status" aria-label={`Loading ${title}`} />}
      nearViewport
      className={styles.slot}
    >
      <WidgetOfRemote remote={remote} widget={widget} />
    </RemoteSlot>
  );
}

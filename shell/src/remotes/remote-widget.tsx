import type { RemoteWidgetModule } from '@andaman/shared/remote-contract';
import { PageProviders } from '@andaman/shared/ui/page-providers';
import { use } from 'react';
import { ClientOnly } from '../hydration/client-only';
import { RemoteBoundary } from './remote-boundary';
import { remoteModules } from './remote-modules';
import styles from './remote-widget.module.css';

interface RemoteWidgetProps {
  /** Remote container name, e.g. `holidays`. */
  remote: string;
  /** Exposed module, e.g. `widgets/holiday-packages`. */
  widget: string;
  /** Shown in the fallback if the widget cannot load. */
  title: string;
}

function RemoteWidgetContent({ remote, widget }: Pick<RemoteWidgetProps, 'remote' | 'widget'>) {
  const { default: Widget } = use(remoteModules.get<RemoteWidgetModule>(`${remote}/${widget}`));
  return <Widget />;
}

/** A slot on a shell page filled by a remote's widget; a remote that is down shows a contained fallback. */
export function RemoteWidget({ remote, widget, title }: RemoteWidgetProps) {
  // Pre-rendering leaves a remote's content to the browser: the HTML holds the placeholder.
  return (
    <RemoteBoundary remote={remote} title={title}>
      <ClientOnly
        fallback={<div className={styles.placeholder} role="status" aria-label={`Loading ${title}`} />}
      >
        <PageProviders queries antd>
          <RemoteWidgetContent remote={remote} widget={widget} />
        </PageProviders>
      </ClientOnly>
    </RemoteBoundary>
  );
}

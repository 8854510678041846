import { firstViewInclude, type RemoteWidgetModule } from '@andaman/shared/remote-contract';
import {
  RemoteRoot,
  RemoteWidgetContent,
  remoteWidgetIdPrefix,
  widgetFirstViewPath,
} from '@andaman/shared/remote-root';
import {
  type Location,
  type Navigator,
  Router,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
} from '@andaman/shared/router';
import { type ToastCall, useToastCall } from '@andaman/shared/ui/toast';
import { use, useContext, useRef, useState } from 'react';
import { composedFirstView, FIRST_VIEW_SLOT_ATTRIBUTE, releaseComposedFirstView } from '../app/first-view';
import { useRemoteRoot } from '../app/remote-root-mount';
import { isServerRender } from '../hydration/client-only';
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

interface WidgetRootProps extends RemoteWidgetProps {
  location: Location;
  navigator: Navigator;
  navigationType: ReturnType<typeof useNavigationType>;
  toast: ((call: ToastCall) => void) | null;
}

function WidgetOfRemote({ remote, widget }: Pick<RemoteWidgetProps, 'remote' | 'widget'>) {
  const { default: Widget } = use(remoteModules.get<RemoteWidgetModule>(`${remote}/${widget}`));
  return <RemoteWidgetContent Widget={Widget} />;
}

const placeholder = (title: string) => (
  <div className={styles.placeholder} role="status" aria-label={`Loading ${title}`} />
);

/** The widget's own React tree: the same as its first-view renderer's, inside its boundary. */
function widgetTree(
  { remote, widget, title, location, navigator, navigationType, toast }: WidgetRootProps,
  hydrating: boolean,
) {
  return (
    <RemoteBoundary remote={remote} title={title}>
      <RemoteRoot
        hydrating={hydrating}
        toast={toast}
        fallback={placeholder(title)}
        router={(content) => (
          <Router location={location} navigator={navigator} navigationType={navigationType}>
            {content}
          </Router>
        )}
      >
        <WidgetOfRemote remote={remote} widget={widget} />
      </RemoteRoot>
    </RemoteBoundary>
  );
}

const sameRoot = (a: WidgetRootProps, b: WidgetRootProps) =>
  a.location === b.location &&
  a.navigator === b.navigator &&
  a.navigationType === b.navigationType &&
  a.toast === b.toast;

/**
 * A widget in the browser: like a remote page (its first view, composed into the shell's HTML,
 * hydrated in a root of its own), but its root starts, and its code downloads, only when it comes
 * near the viewport.
 */
function BrowserRemoteWidget({ remote, widget, title }: RemoteWidgetProps) {
  const path = widgetFirstViewPath(widget);
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const toast = useToastCall();
  const [html] = useState(() => composedFirstView(remote, path));
  const slot = useRef<HTMLDivElement>(null);
  useRemoteRoot(slot, {
    props: { remote, widget, title, location, navigator, navigationType, toast },
    tree: widgetTree,
    same: sameRoot,
    identifierPrefix: remoteWidgetIdPrefix(widget),
    address: `${location.pathname}${location.search}`,
    nearViewport: true,
    onMounted: () => releaseComposedFirstView(remote, path),
  });
  return (
    <div
      ref={slot}
      {...{ [FIRST_VIEW_SLOT_ATTRIBUTE]: remote }}
      data-first-view-src={firstViewInclude(remote, path)}
      className={styles.slot}
      // The slot's content belongs to the widget's own root: this root hydrates the element only.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A section of a shell page filled by a remote's widget; a remote that is down shows a contained
 * fallback. On the server (pre-rendering) it is a slot holding a placeholder, which the serving layer
 * replaces with the widget's first view (its heading and what it shows before its data).
 */
export function RemoteWidget({ remote, widget, title }: RemoteWidgetProps) {
  if (!isServerRender()) return <BrowserRemoteWidget remote={remote} widget={widget} title={title} />;
  return (
    <div
      {...{ [FIRST_VIEW_SLOT_ATTRIBUTE]: remote }}
      data-first-view-src={firstViewInclude(remote, widgetFirstViewPath(widget))}
      className={styles.slot}
    >
      {placeholder(title)}
    </div>
  );
}

import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { remoteModules } from './remote-modules';

interface RemoteBoundaryProps {
  /** The remote whose code renders inside; its cached modules are dropped on Retry. */
  remote: string;
  /** What the traveller would have seen here, for the fallback's title. */
  title: string;
  /** Changing any of these (e.g. the path) clears a previous failure. */
  resetKeys?: unknown[];
  children: ReactNode;
}

/**
 * Contains a remote's failure (404, timeout, an exception in its code) to the area it owns: the
 * header, footer, contact dialog and other remotes keep working, and Retry loads it again.
 */
export function RemoteBoundary({ remote, title, resetKeys, children }: RemoteBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onError={(error) =>
        console.error(
          `[shell] remote "${remote}" failed`,
          error,
          error instanceof Error ? error.cause : undefined,
        )
      }
      onReset={() => remoteModules.forget(remote)}
      fallbackRender={({ resetErrorBoundary }) => (
        <div data-remote-fallback={remote}>
          <RemoteFallback title={title} onRetry={resetErrorBoundary} />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

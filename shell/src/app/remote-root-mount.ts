import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** A hydration mismatch in a remote's root (its first view and its page disagree) is worth an error. */
function onRecoverableError(error: unknown) {
  console.error('[shell] hydration of a remote root', error);
}

/** Roots whose release is pending, by slot: a mount right after a release (React's strict mode) takes it back. */
const releasing = new Map<HTMLElement, { root: Root; timer: ReturnType<typeof setTimeout> }>();

/**
 * A remote's page or widget in a React root of its own inside `slot`: hydrating `container` (the
 * first view's root element) when given, else rendering into `slot` afresh. `release` unmounts it a
 * moment later (not while the shell's own root commits).
 */
export function mountRemoteRoot(
  slot: HTMLElement,
  container: HTMLElement | null,
  tree: ReactNode,
  identifierPrefix: string,
): { root: Root; release: () => void } {
  const pending = releasing.get(slot);
  let root: Root;
  if (pending) {
    clearTimeout(pending.timer);
    releasing.delete(slot);
    root = pending.root;
  } else if (container) {
    root = hydrateRoot(container, tree, { identifierPrefix, onRecoverableError });
  } else {
    root = createRoot(slot, { identifierPrefix });
    root.render(tree);
  }
  return {
    root,
    release: () => {
      const timer = setTimeout(() => {
        releasing.delete(slot);
        root.unmount();
      }, 0);
      releasing.set(slot, { root, timer });
    },
  };
}

import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How far below the viewport a section starts loading, so it is ready by the time it scrolls in. */
export const DEFER_MARGIN = '400px 0px';

export interface DeferredSectionProps {
  /** Space kept before the content mounts, so the page does not jump (and `scrollTo` has a target). */
  minHeight: number;
  children: ReactNode;
}

/**
 * Mounts `children` (and so downloads their code, or a remote's) only when the section comes near the
 * viewport: a page's first load holds what is above the fold (Home's sections, a blog post's comment
 * form). Without IntersectionObserver (old browsers, tests) the content mounts at once. Pre-rendered HTML
 * holds the placeholder, as the browser's first render does.
 */
export function DeferredSection({ minHeight, children }: DeferredSectionProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(
    () => typeof IntersectionObserver === 'undefined' && typeof document !== 'undefined',
  );

  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: DEFER_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  if (visible) return <>{children}</>;
  return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
}

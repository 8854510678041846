import { useLocation } from '@andaman/shared/router';
import { useLayoutEffect } from 'react';

/**
 * Scrolls the window to the top whenever the path changes (rule site.layout.scroll-to-top); query-only
 * changes keep the scroll.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  // A new path is what triggers the scroll; the effect itself does not read it.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

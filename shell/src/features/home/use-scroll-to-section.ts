import { useLocation, useNavigate } from '@andaman/shared/router';
import { useEffect } from 'react';
import { sectionToScrollTo } from './home-search';

/**
 * `?scrollTo=<id>` on Home: scrolls to the section with that id, then resets the address to `/`
 * (rule home.scroll-to). Waits a frame so the section has been laid out (and the layout's scroll to the top
 * has happened).
 */
export function useScrollToSection(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const sectionId = sectionToScrollTo(search);

  useEffect(() => {
    if (!sectionId) return;
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(sectionId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      navigate('/', { replace: true });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [sectionId, navigate]);
}

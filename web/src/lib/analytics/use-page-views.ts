import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from './track';

/**
 * One page_view per route change. It runs after the page's own effects, so the title is the new
 * page's. The query is never sent (it can carry a promo or an OAuth code).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    track('page_view', {
      page_path: pathname,
      page_title: document.title,
      page_location: `${window.location.origin}${pathname}`,
    });
  }, [pathname]);
}

import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Reports once if the visitor leaves while `active`: the component unmounts (they went elsewhere in
 * the app) or the page is hidden for good (tab closed, another site). Returns a function that reports
 * now, for a close the caller sees itself (a dialog dismissed); either way it reports once until
 * `active` turns false and true again.
 */
export function useAbandonment(active: boolean, report: () => void): () => void {
  const latest = useRef({ active, report, spent: false });
  const mounted = useRef(false);
  // A layout effect: the page can be left before passive effects of the last render have run.
  useLayoutEffect(() => {
    latest.current = { active, report, spent: active && latest.current.spent };
  });
  const reportNow = useCallback(() => {
    const now = latest.current;
    if (!now.active || now.spent) return;
    now.spent = true;
    now.report();
  }, []);
  useEffect(() => {
    mounted.current = true;
    window.addEventListener('pagehide', reportNow);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', reportNow);
      // StrictMode re-runs effects at once; only a real unmount is still unmounted a moment later.
      setTimeout(() => {
        if (!mounted.current) reportNow();
      }, 0);
    };
  }, [reportNow]);
  return reportNow;
}

import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportAppError } from '../lib/analytics/report-errors';
import '../components/ui/ui.css';

/** A page that crashed while rendering or loading (a lazy chunk that failed to download, say). */
export function RouteError() {
  const error = useRouteError();
  // Once per error: StrictMode runs effects twice, and a later failure replaces this one.
  const reported = useRef<unknown>(undefined);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    console.error('Page failed', error);
    if (isRouteErrorResponse(error))
      reportAppError('route', { name: `http_${error.status}`, message: error.statusText });
    else reportAppError('route', error);
  }, [error]);
  return (
    <div className="startup-error" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload and try again.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

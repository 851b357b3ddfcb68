import { Outlet, ScrollRestoration } from 'react-router-dom';
import { ConsentBanner } from '../components/analytics/consent-banner';
import { SkipLink } from '../components/ui/skip-link';
import { usePageViews } from '../lib/analytics/use-page-views';

export function RootLayout() {
  usePageViews();
  return (
    <>
      <SkipLink />
      <Outlet />
      <ConsentBanner />
      <ScrollRestoration />
    </>
  );
}

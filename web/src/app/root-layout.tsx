import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SkipLink } from '../components/ui/skip-link';

export function RootLayout() {
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

import { useEffect, useRef } from 'react';
import { userLabel } from '../../lib/analytics/events';
import { track } from '../../lib/analytics/track';
import type { AuthUser } from '../../lib/auth/auth-context';

/** dashboard_view once per visit to the dashboard, with the user's label. */
export function useDashboardView(user: AuthUser | null): void {
  const viewed = useRef(false);
  useEffect(() => {
    if (!user || viewed.current) return;
    viewed.current = true;
    track('dashboard_view', { user_type: userLabel(user.hasPurchased) });
  }, [user]);
}

import { useCallback, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth/use-auth';
import { PendingPromoNotice } from '../promo';
import { PaymentNoticeBanner, PurchaseHistory, PurchaseProvider } from '../purchase';
import { DashboardHeader } from './dashboard-header';
import { LowCreditsWarning } from './low-credits-warning';
import { StatCards } from './stat-cards';
import { TransactionHistory } from './transaction-history';
import { useConversions } from './use-conversions';
import { useDashboardView } from './use-dashboard-view';
import { WelcomeBanner } from './welcome-banner';
import '../../components/ui/ui.css';
import './dashboard.css';

interface DashboardPageProps {
  /** The upload area, composed in by the app; it calls `onConversionStarted` so the list refreshes. */
  renderUpload(onConversionStarted: () => void): ReactNode;
  heading?: ReactNode;
}

export function DashboardPage({ renderUpload, heading }: DashboardPageProps) {
  const { user, credits, refreshCredits } = useAuth();
  useDashboardView(user);
  const onStatusChange = useCallback(() => void refreshCredits(), [refreshCredits]);
  const conversions = useConversions(onStatusChange);
  const { reload } = conversions;
  const onConversionStarted = useCallback(() => {
    void reload();
    void refreshCredits();
  }, [reload, refreshCredits]);

  return (
    <PurchaseProvider>
      <div className="dash">
        {heading}
        <DashboardHeader />
        <main id="main" className="dash-main">
          <PendingPromoNotice />
          <PaymentNoticeBanner />
          {user ? (
            <WelcomeBanner
              userId={user.userId}
              credits={credits}
              createdAtMs={user.createdAtMs}
              hasConversions={conversions.items.length > 0}
              signupBonusUsedBefore={user.signupBonusUsedBefore}
            />
          ) : null}
          <LowCreditsWarning credits={credits} />
          <StatCards credits={credits} items={conversions.items} />
          {renderUpload(onConversionStarted)}
          <TransactionHistory
            items={conversions.items}
            loading={conversions.loading}
            error={conversions.error}
            removeLocally={conversions.removeLocally}
            replaceLocally={conversions.replaceLocally}
          />
          <PurchaseHistory />
        </main>
      </div>
    </PurchaseProvider>
  );
}

import { useState } from 'react';
import { FormError } from '../../components/ui/form-error';
import { useContactModal } from '../../components/contact/use-contact-modal';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { BuyCreditsButton } from '../../components/ui/buy-credits-button';
import { TwoStepButton } from '../auth';
import { RedeemPromoButton } from '../promo';
import { DeleteAccountButton } from './delete-account-button';

export const LOGOUT_FAILED = 'Failed to logout. Please try again.';

export function DashboardHeader() {
  const { user, credits, logout } = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const { openContact, contactModal } = useContactModal();

  const signOut = async () => {
    setSigningOut(true);
    setLogoutError(null);
    try {
      await logout();
      await navigate(paths.home.getHref());
    } catch (error) {
      console.error('Logout failed', error);
      setLogoutError(LOGOUT_FAILED);
      setSigningOut(false);
    }
  };

  return (
    <header className="page-header dash-header">
      <div className="dash-header-title">
        <h1>BankCSV Dashboard</h1>
        <p>Convert your bank statements to accounting-ready CSV files</p>
      </div>
      <div className="dash-header-side">
        <div className="dash-credits" aria-label="Credit balance">
          <span className="dash-credits-value">{credits}</span>
          <span className="dash-credits-label">{credits === 1 ? 'credit' : 'credits'}</span>
        </div>
        <Link className="btn btn-secondary" to={paths.accounts.getHref()}>
          Accounts
        </Link>
        <BuyCreditsButton label="Buy Credits" showsVerifying />
        <RedeemPromoButton />
        <button type="button" className="btn btn-link dash-help" onClick={openContact}>
          Help/Contact
        </button>
        <div className="dash-user">
          <span className="dash-user-name">{user?.displayName || 'User'}</span>
          <span className="dash-user-email">{user?.email}</span>
        </div>
        <button type="button" className="btn btn-secondary" disabled={signingOut} onClick={() => void signOut()}>
          {signingOut ? 'Signing out...' : 'Logout'}
        </button>
        <TwoStepButton />
        <DeleteAccountButton />
      </div>
      <FormError message={logoutError} />
      {contactModal}
    </header>
  );
}

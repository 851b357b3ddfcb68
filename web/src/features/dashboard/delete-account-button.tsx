import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/use-auth';
import { leaveHomeNotice } from '../../lib/home-notice';
import { deleteAccount } from './account-api';
import { DeleteAccountDialog } from './delete-account-dialog';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** 'Delete account' in the dashboard header: confirm, delete, sign out here, go home with a notice. */
export function DeleteAccountButton() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const remove = async () => {
    await deleteAccount();
    leaveHomeNotice(ACCOUNT_DELETED);
    // The login is gone already; clearing this browser's session must not fail the deletion.
    await logout().catch((error: unknown) => console.error('Local sign-out after account deletion failed', error));
    await navigate(paths.home.getHref());
  };

  return (
    <>
      <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
        Delete account
      </button>
      {open ? <DeleteAccountDialog onCancel={() => setOpen(false)} onDelete={remove} /> : null}
    </>
  );
}

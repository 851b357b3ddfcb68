import { useState } from 'react';
import { useAuth } from '../../lib/auth/use-auth';
import { TwoStepDialog } from './two-step-dialog';

/** 'Two-step sign-in' among the account controls of the dashboard header. */
export function TwoStepButton() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-link" onClick={() => setOpen(true)}>
        Two-step sign-in
      </button>
      {open ? <TwoStepDialog email={user?.email ?? ''} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

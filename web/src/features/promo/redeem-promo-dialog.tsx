import { useState } from 'react';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { ApiError, GENERIC_ERROR } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/use-auth';
import { redeemPromoCode, type RedeemResult } from './promo-api';
import { PromoField } from './promo-field';
import { localPromoState } from './use-promo-validation';

/** Redeems a code on the server and keeps its outcome; the balance is refreshed when credits were added. */
function useRedeemPromo(code: string) {
  const { refreshCredits } = useAuth();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RedeemResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const redeem = async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const outcome = await redeemPromoCode(code);
      setResult(outcome);
      if (outcome.ok) await refreshCredits();
    } catch (failure) {
      console.error('Promo code redemption failed', failure);
      setError(failure instanceof ApiError ? failure.message : GENERIC_ERROR);
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, setResult, error, redeem };
}

/** A signed-in user's promo code: redeemed on the server, the outcome in the spec's words. */
export function RedeemPromoDialog({ onClose }: { onClose(): void }) {
  const [code, setCode] = useState('');
  const state = localPromoState(code);
  const { busy, result, setResult, error, redeem } = useRedeemPromo(state.code);

  const redeemed = result?.ok === true;
  return (
    <Modal title="Redeem a promo code" onClose={onClose} locked={busy}>
      <FormError message={error} />
      <form
        className="promo-redeem-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (state.status !== 'invalid' && state.code && !redeemed) void redeem();
        }}
      >
        <PromoField
          id="redeem-promo"
          value={code}
          onChange={(next) => {
            setCode(next);
            setResult(null);
          }}
          state={state}
          disabled={busy || redeemed}
        />
        {result ? (
          <p
            className={result.ok ? 'promo-result promo-result-ok' : 'promo-result'}
            role={result.ok ? 'status' : 'alert'}
          >
            {result.message}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            {redeemed ? 'Close' : 'Cancel'}
          </button>
          {redeemed ? null : (
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || !state.code || state.status === 'invalid'}
            >
              {busy ? 'Redeeming...' : 'Redeem'}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}

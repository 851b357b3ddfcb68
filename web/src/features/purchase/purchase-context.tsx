import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BUY_PARAM_VALUE } from './purchase-constants';
import { PurchaseDialog } from './purchase-dialog';
import { purchasesOpen } from './purchases-open';
import { usePurchaseFlow, type PaymentNotice, type PurchaseFlow } from './use-purchase-flow';

interface PurchaseContextValue {
  open(): void;
  /** A paid purchase whose credits are still on their way. */
  verifying: boolean;
  /** What became of the last paid purchase, for `PaymentNoticeBanner`. */
  notice: PaymentNotice | null;
  dismissNotice(): void;
  /** Bumped when a purchase completes, so lists of payments reload. */
  completedCount: number;
}

const PurchaseContext = createContext<PurchaseContextValue | null>(null);

/** Holds the one purchase dialog of the dashboard; every Buy button opens it through `usePurchase`. */
export function PurchaseProvider({ children }: { children: ReactNode }) {
  // The landing page's 'Buy Credits' sends a signed-in visitor here with ?buy=credits: open at once.
  const [params, setParams] = useSearchParams();
  const fromLink = params.get('buy') === BUY_PARAM_VALUE;
  // Without a checkout there is nothing to open: Buy buttons are hidden (buy-credits-button.tsx).
  const [isOpen, setOpen] = useState(fromLink && purchasesOpen());
  const [completedCount, setCompleted] = useState(0);
  const onCompleted = useCallback(() => {
    setOpen(false);
    setCompleted((n) => n + 1);
  }, []);
  const flow: PurchaseFlow = usePurchaseFlow(onCompleted);
  const { reset } = flow;
  const open = useCallback(() => setOpen(true), []);
  useEffect(() => {
    if (!fromLink) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('buy');
        return next;
      },
      { replace: true },
    );
  }, [fromLink, setParams]);
  const close = useCallback(() => {
    reset();
    setOpen(false);
  }, [reset]);
  const { verifying, notice, dismissNotice } = flow;
  const value = useMemo(
    () => ({ open, verifying, notice, dismissNotice, completedCount }),
    [open, verifying, notice, dismissNotice, completedCount],
  );
  return (
    <PurchaseContext.Provider value={value}>
      {children}
      {isOpen ? <PurchaseDialog flow={flow} onClose={close} /> : null}
    </PurchaseContext.Provider>
  );
}

export function usePurchase(): PurchaseContextValue {
  const value = useContext(PurchaseContext);
  if (!value) throw new Error('usePurchase must be used inside <PurchaseProvider>');
  return value;
}

/** For parts that also render outside the dashboard (in isolation in tests): null there. */
export function usePurchaseIfAvailable(): PurchaseContextValue | null {
  return useContext(PurchaseContext);
}

import { usePurchaseIfAvailable } from '../../features/purchase/purchase-context';

interface BuyCreditsButtonProps {
  label: string;
  className?: string;
  /** The header's button reads 'Processing...' while a paid purchase is being confirmed (spec §2). */
  showsVerifying?: boolean;
}

/** Every Buy button opens the one purchase dialog; where there is no dialog to open, there is no button. */
export function BuyCreditsButton({ label, className = 'btn btn-primary', showsVerifying = false }: BuyCreditsButtonProps) {
  const purchase = usePurchaseIfAvailable();
  if (!purchase) return null;
  const busy = showsVerifying && purchase.verifying;
  return (
    <button type="button" className={className} disabled={busy} onClick={purchase.open}>
      {busy ? 'Processing...' : label}
    </button>
  );
}

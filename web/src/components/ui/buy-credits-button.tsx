export const PURCHASES_SOON = 'Credit purchases open soon';

/** Purchases are not open yet: the button says so instead of doing nothing. */
export function BuyCreditsButton({ label, className = 'btn btn-primary' }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} disabled title={PURCHASES_SOON} aria-describedby="purchases-soon">
      {label}
      <span id="purchases-soon" className="visually-hidden">
        {PURCHASES_SOON}
      </span>
    </button>
  );
}

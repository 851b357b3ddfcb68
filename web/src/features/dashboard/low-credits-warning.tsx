import { isLowCredit } from '@bankcsv/domain';
import { BuyCreditsButton } from '../../components/ui/buy-credits-button';

export function LowCreditsWarning({ credits }: { credits: number }) {
  if (!isLowCredit(credits)) return null;
  return (
    <section className="notice notice-warning dash-banner" aria-label="Low credits">
      <div>
        <strong>Running low on credits.</strong> You have {credits} {credits === 1 ? 'credit' : 'credits'} left. Each
        page you convert uses 1 credit.
      </div>
      <BuyCreditsButton label="Buy Now" className="btn btn-primary btn-small" contactWhenClosed />
    </section>
  );
}

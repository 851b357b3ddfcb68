import { Link } from 'react-router-dom';
import { MIN_PURCHASE, SIGNUP_BONUS_CREDITS, advertisedPacks, payPerUseText } from '@bankcsv/domain';
import { buyCreditsHref, purchasesOpen } from '../purchase';

interface PricingSectionProps {
  onContactSales(): void;
}

/** The packs, priced from the tiers, and the way to buy them (or to ask for them while purchases are closed). */
function CreditPacksPlan({ onContactSales }: PricingSectionProps) {
  const packs = advertisedPacks();
  return (
    <article className="landing-plan landing-plan-featured">
      <span className="landing-badge">Best Value</span>
      <h3>Credit Packs</h3>
      <p className="landing-price">
        From {packs[packs.length - 1]?.perPageText} <span>per page</span>
      </p>
      <ul>
        {packs.map((p) => (
          <li key={p.credits}>
            {p.credits} credits for {p.totalText} ({p.perPageText} per page{p.bestValue ? ', best value' : ''})
          </li>
        ))}
      </ul>
      {purchasesOpen() ? (
        <Link to={buyCreditsHref()} className="landing-plan-button landing-plan-button-primary">
          Buy Credits
        </Link>
      ) : (
        // Until a stage takes payments, credits are arranged with us.
        <button type="button" className="landing-plan-button landing-plan-button-primary" onClick={onContactSales}>
          Contact Us for Credits
        </button>
      )}
    </article>
  );
}

/** 'Choose Your Plan': every price comes from the domain tiers the purchase dialog uses. */
export function PricingSection({ onContactSales }: PricingSectionProps) {
  return (
    <section id="pricing" className="landing-pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Choose Your Plan</h2>
      <p className="landing-pricing-sub">1 credit converts 1 page. Credits never expire.</p>
      <div className="landing-plans">
        <article className="landing-plan">
          <h3>Pay Per Use</h3>
          <p className="landing-price">
            {payPerUseText()} <span>per page</span>
          </p>
          <ul>
            <li>{SIGNUP_BONUS_CREDITS} free credits when you sign up</li>
            <li>Buy from {MIN_PURCHASE} credits at a time</li>
            <li>A page holds about 30 transactions</li>
            <li>CSV and unformatted spreadsheet downloads</li>
          </ul>
          <Link to="/register" className="landing-plan-button">
            Get Started
          </Link>
        </article>
        <CreditPacksPlan onContactSales={onContactSales} />
        <article className="landing-plan">
          <h3>Business</h3>
          <p className="landing-price">Custom pricing</p>
          <ul>
            <li>For accounting firms and high volumes</li>
            <li>Volume pricing agreed with you</li>
            <li>Statements for many clients</li>
            <li>Help choosing the right import profile</li>
          </ul>
          <button type="button" className="landing-plan-button" onClick={onContactSales}>
            Contact Sales
          </button>
        </article>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import {
  MAX_PURCHASE,
  MIN_PURCHASE,
  PRICING_TIERS,
  RETENTION_TEXT,
  SIGNUP_BONUS_CREDITS,
  formatRand,
} from '@bankcsv/domain';
import { ContactMail } from './legal-layout';

// The terms' sections, a few to a component.

const tierRange = (t: (typeof PRICING_TIERS)[number]) =>
  t.maxCredits === MAX_PURCHASE ? `${t.minCredits}+` : `${t.minCredits}-${t.maxCredits}`;

export function TermsAccountsAndCredits() {
  return (
    <>
      <h2>1. These terms</h2>
      <p>
        These terms apply when you use BankCSV to convert bank statements. By creating an account you agree to them and
        to our <Link to="/privacy-policy">Privacy Policy</Link>. They are governed by the law of the Republic of South
        Africa, and nothing in them limits rights you have under the Consumer Protection Act or the Electronic
        Communications and Transactions Act where those apply.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>You must be 18 or older to use the service.</li>
        <li>Each person may hold one account. Accounts may not be shared or transferred.</li>
        <li>Keep your sign-in details secret; you are responsible for activity on your account.</li>
        <li>
          Upload only statements you are entitled to process, such as your own or those a client has given you to work
          on.
        </li>
      </ul>

      <h2>3. Credits</h2>
      <ul>
        <li>Converting a statement uses 1 credit per page, with a minimum of 1 credit per conversion.</li>
        <li>
          Credits are deducted when processing starts and refunded automatically if the conversion fails for a technical
          reason.
        </li>
        <li>
          New accounts receive {SIGNUP_BONUS_CREDITS} free credits. Valid promo codes add bonus credits once per
          account.
        </li>
        <li>
          Credits never expire while your account is open. If your account is closed, unused purchased credits remain
          claimable for 12 months.
        </li>
        <li>Credits have no cash value and cannot be transferred to another account.</li>
      </ul>
    </>
  );
}

export function PricesAndRefunds() {
  return (
    <>
      <h2>4. Prices and payment</h2>
      <p>
        Credits are bought in South African rand, from {MIN_PURCHASE} to {MAX_PURCHASE} at a time. The price per credit
        depends on the quantity:
      </p>
      <ul>
        {PRICING_TIERS.map((t) => (
          <li key={t.id}>
            {t.name}: {tierRange(t)} credits at {formatRand(t.pricePerCreditCents)} per credit
            {t.discountPercent > 0 ? ` (${t.discountPercent}% off)` : ''}
          </li>
        ))}
      </ul>
      <p>
        Business customers may agree custom pricing with us in writing. Payments are processed by Paystack; credits are
        added once the payment is confirmed.
      </p>

      <h2>5. Refunds</h2>
      <p>
        If you are charged but do not receive your credits, or the service cannot convert your statements because of a
        technical failure on our side, contact us and we will refund the affected payment within 10 business days of
        confirming the problem. Credits used on a failed conversion are returned automatically.
      </p>
    </>
  );
}

export function FilesServiceAndEnding() {
  return (
    <>
      <h2>6. Your files</h2>
      <ul>
        <li>{RETENTION_TEXT.pdf}</li>
        <li>{RETENTION_TEXT.outputs} Download the files you need before then.</li>
        <li>{RETENTION_TEXT.scanLines}</li>
        <li>{RETENTION_TEXT.account}</li>
      </ul>

      <h2>7. Accuracy</h2>
      <p>
        We check every conversion against the balances on the statement, but bank layouts and scanned documents vary.
        Review converted data, especially rows flagged for review, before you rely on it for accounting or tax purposes.
      </p>

      <h2>8. Availability and support</h2>
      <ul>
        <li>
          We aim for 99% availability each month, excluding announced maintenance, but cannot guarantee uninterrupted
          service.
        </li>
        <li>
          We respond to support requests at <ContactMail /> within 48 business hours.
        </li>
      </ul>

      <h2>9. Liability</h2>
      <p>
        To the extent the law allows, our total liability for any claim arising from the service is limited to the
        amounts you paid us in the 12 months before the claim arose. We are not liable for indirect or consequential
        loss, such as lost profits or penalties caused by importing data you did not review.
      </p>

      <h2>10. Ending the agreement</h2>
      <p>
        You may close your account at any time by e-mailing <ContactMail />. We may suspend or close accounts used
        unlawfully, fraudulently or in breach of these terms, and will tell you why unless the law prevents it.
      </p>

      <h2>11. Changes</h2>
      <p>
        We may update these terms and will change the date above when we do. Important changes are announced by e-mail
        at least 14 days before they apply. Questions: <ContactMail />.
      </p>
    </>
  );
}

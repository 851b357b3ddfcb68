import { usePageMeta } from '../../components/seo/page-meta';
import { LEGAL_LAST_UPDATED, LegalLayout } from './legal-layout';
import { FilesServiceAndEnding, PricesAndRefunds, TermsAccountsAndCredits } from './terms-sections';

/** Terms of service (route `/terms-of-service`). */
export function TermsOfServicePage() {
  usePageMeta({
    title: 'Terms of Service',
    description:
      'The terms for using BankCSV: accounts, credits and pricing, refunds, ' +
      'file retention, availability, support and liability, under South ' +
      'African law.',
    path: '/terms-of-service',
  });

  return (
    <LegalLayout
      title="Terms of Service"
      updated={LEGAL_LAST_UPDATED}
      sibling={{ to: '/privacy-policy', label: 'Privacy Policy' }}
    >
      <TermsAccountsAndCredits />
      <PricesAndRefunds />
      <FilesServiceAndEnding />
    </LegalLayout>
  );
}

import { usePageMeta } from '../../components/seo/page-meta';
import { PRIVACY_LAST_UPDATED, LegalLayout } from './legal-layout';
import { CookiesAgeAndChanges, KeepingAndSharing, WhoWeAreAndWhatWeCollect, YourRights } from './privacy-sections';

/** Privacy policy written for POPIA (route `/privacy-policy`). */
export function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'How BankCSV collects, uses, keeps and protects personal information ' +
      'under POPIA, and how to use your rights, including deleting your data.',
    path: '/privacy-policy',
  });

  return (
    <LegalLayout
      title="Privacy Policy"
      updated={PRIVACY_LAST_UPDATED}
      sibling={{ to: '/terms-of-service', label: 'Terms of Service' }}
    >
      <WhoWeAreAndWhatWeCollect />
      <KeepingAndSharing />
      <YourRights />
      <CookiesAgeAndChanges />
    </LegalLayout>
  );
}

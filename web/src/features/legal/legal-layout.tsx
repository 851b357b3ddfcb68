import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteFooter } from '../../components/contact/site-footer';
import { SiteHeader } from '../../components/contact/site-header';
import { useContactModal } from '../../components/contact/use-contact-modal';
import { CONTACT_EMAIL } from '../../components/seo/site';
import './legal.css';

interface LegalLayoutProps {
  title: string;
  updated: string;
  /** The other policy, linked at the top and bottom. */
  sibling: { to: string; label: string };
  children: ReactNode;
}

export const LEGAL_LAST_UPDATED = '23 November 2026';
/** The privacy policy changed on its own when analytics (with consent) was added. */
export const PRIVACY_LAST_UPDATED = '24 November 2026';

/** The contact address as a mail link, as the policies quote it. */
export function ContactMail() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}

/** Frame of the policy pages: title, last-updated line, the body, and a link to the other policy. */
export function LegalLayout({ title, updated, sibling, children }: LegalLayoutProps) {
  const { openContact, contactModal } = useContactModal();
  return (
    <div className="legal">
      <SiteHeader onContact={openContact} />
      <main id="main" className="legal-main">
        <article className="legal-doc">
          <h1>{title}</h1>
          <p className="legal-updated">Last updated: {updated}</p>
          <p className="legal-see-also">
            Read this together with our <Link to={sibling.to}>{sibling.label}</Link>.
          </p>
          {children}
          <p className="legal-see-also legal-see-also-end">
            See also: <Link to={sibling.to}>{sibling.label}</Link>
          </p>
        </article>
      </main>
      <SiteFooter onContact={openContact} />
      {contactModal}
    </div>
  );
}

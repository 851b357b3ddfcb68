import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { SIGNUP_BONUS_CREDITS } from '@bankcsv/domain';
import { SiteFooter } from '../../components/contact/site-footer';
import { SiteHeader } from '../../components/contact/site-header';
import { useContactModal } from '../../components/contact/use-contact-modal';
import { usePageMeta } from '../../components/seo/page-meta';
import { clearHomeNotice, readHomeNotice } from '../../lib/home-notice';
import { FeatureBlocks } from './feature-blocks';
import { HOW_IT_WORKS_ID, HowItWorks } from './how-it-works';
import { PricingSection } from './pricing-section';
import './landing.css';

/** The public home page (route `/`). */
export function LandingPage() {
  const { openContact, contactModal } = useContactModal();
  // A one-off message left by the page that sent the visitor here (e.g. after deleting an account).
  const [notice] = useState(readHomeNotice);
  useEffect(clearHomeNotice, []);
  usePageMeta({
    title: 'BankCSV – Convert SA Bank Statements to Accounting-Ready CSV',
    bare: true,
    description:
      `Convert PDF bank statements from FNB, Standard Bank, Capitec and ` +
      `other South African banks into CSV files for Sage, Xero and ` +
      `QuickBooks. ${SIGNUP_BONUS_CREDITS} free credits on sign-up.`,
    path: '/',
  });

  return (
    <div className="landing">
      <SiteHeader onContact={openContact} pricingHref="#pricing" />
      <main id="main">
        {notice ? (
          <div className="landing-notice" role="status">
            {notice}
          </div>
        ) : null}
        <section className="landing-hero">
          <div className="landing-hero-inner">
            <p className="landing-eyebrow">For South African bookkeepers, accountants and small businesses</p>
            <h1>Convert SA Bank Statements to Accounting-Ready CSV</h1>
            <p className="landing-lead">
              Upload a PDF statement and download a clean CSV for Sage, Xero or QuickBooks: DD/MM/YYYY dates, signed
              amounts, no currency symbols. One credit per page, and your first {SIGNUP_BONUS_CREDITS} credits are free.
            </p>
            <div className="landing-hero-actions">
              <Link to="/login" className="landing-cta">
                Click here to convert a PDF!
              </Link>
              <a className="landing-video" href={`#${HOW_IT_WORKS_ID}`}>
                <span aria-hidden="true">↓</span> Watch How It Works
              </a>
            </div>
          </div>
        </section>
        <FeatureBlocks />
        <HowItWorks />
        <PricingSection onContactSales={openContact} />
        <section className="landing-promo" aria-label="Promo codes">
          <p>
            Have a launch promo code? Enter it when you <Link to="/register">create your free account</Link> and the
            bonus credits are added on top of your {SIGNUP_BONUS_CREDITS} free credits.
          </p>
        </section>
      </main>
      <SiteFooter onContact={openContact} />
      {contactModal}
    </div>
  );
}

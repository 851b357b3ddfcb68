import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import '../../components/ui/ui.css';
import './auth.css';

/** The centred card every sign-in page sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main id="main" className="auth-page">
      <Link to={paths.home.getHref()} className="auth-brand">
        BankCSV
      </Link>
      <section className="auth-card card">
        <h1>{title}</h1>
        {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        {children}
      </section>
    </main>
  );
}

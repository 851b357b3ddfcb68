import { Link } from 'react-router-dom';
import './site-chrome.css';

interface SiteHeaderProps {
  onContact(): void;
  /** `#pricing` on the landing page, `/#pricing` elsewhere. */
  pricingHref?: string;
}

/** Header of the public pages: brand, Pricing, Blog, Login, Register and Contact. */
export function SiteHeader({ onContact, pricingHref = '/#pricing' }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to="/" className="site-brand">
          <span className="site-brand-mark" aria-hidden="true">
            R
          </span>
          BankCSV<span className="visually-hidden"> home</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <a href={pricingHref}>Pricing</a>
          <Link to="/blog">Blog</Link>
          <Link to="/login">Login</Link>
          <Link to="/register" className="site-nav-register">
            Register
          </Link>
          <button type="button" className="site-nav-contact" onClick={onContact}>
            Contact
          </button>
        </nav>
      </div>
    </header>
  );
}

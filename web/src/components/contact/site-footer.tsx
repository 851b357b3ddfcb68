import { Link } from 'react-router-dom';
import './site-chrome.css';

interface SiteFooterProps {
  onContact(): void;
}

/** Footer of the public pages; the policies and the contact dialog are one click away everywhere. */
export function SiteFooter({ onContact }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p>© {new Date().getFullYear()} BankCSV. South African bank statements to accounting-ready CSV.</p>
        <nav className="site-footer-links" aria-label="Footer">
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-of-service">Terms of Service</Link>
          <Link to="/blog">Blog</Link>
          <button type="button" onClick={onContact}>
            Contact
          </button>
        </nav>
      </div>
    </footer>
  );
}

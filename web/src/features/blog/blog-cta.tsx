import { Link } from 'react-router-dom';
import { SIGNUP_BONUS_CREDITS } from '@bankcsv/domain';

/** Call to action shared by the list and the article page. */
export function BlogCta() {
  return (
    <aside className="blog-cta" aria-label="Try BankCSV">
      <h2>Ready to convert your own statements?</h2>
      <p>
        Upload a PDF and get a CSV your accounting software accepts. New accounts get {SIGNUP_BONUS_CREDITS} free
        credits.
      </p>
      <Link to="/login" className="blog-cta-button">
        Start converting
      </Link>
    </aside>
  );
}

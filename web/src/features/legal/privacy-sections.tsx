import { Link } from 'react-router-dom';
import { RETENTION_TEXT, SUPPORT_TEXT } from '@bankcsv/domain';
import { AnalyticsChoice } from '../../components/analytics/analytics-choice';
import { ContactMail } from './legal-layout';

// The privacy policy's sections, a few to a component.

export function WhoWeAreAndWhatWeCollect() {
  return (
    <>
      <h2>1. Who we are</h2>
      <p>
        BankCSV converts PDF bank statements into CSV files for accounting software. For the Protection of Personal
        Information Act, 2013 (POPIA) we are the responsible party for the personal information described here. Our
        Information Officer can be reached at <ContactMail />.
      </p>

      <h2>2. What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your e-mail address, display name and sign-in identity (including the basic
          profile your Google account shares if you sign in with Google).
        </li>
        <li>
          <strong>Statements you upload:</strong> the PDF and what it contains, such as account holder names, account
          numbers and transactions, plus the optional statement year. For a scanned statement, also images of the lines
          that need your review.
        </li>
        <li>
          <strong>PDF passwords:</strong> used only to open the statement during its conversion. They are encrypted
          while the conversion runs and are never stored in plain text or written to logs.
        </li>
        <li>
          <strong>Credits and payments:</strong> your credit balance, a record of every credit added or used, and
          payment references and amounts. Card details are entered with our payment provider and never reach us.
        </li>
        <li>
          <strong>Technical records:</strong> request logs (such as IP address, browser and time) kept to secure and
          troubleshoot the service.
        </li>
        <li>
          <strong>Usage statistics:</strong> only if you accept analytics cookies; section 10 lists exactly what is
          sent.
        </li>
      </ul>

      <h2>3. Why we use it</h2>
      <ul>
        <li>To convert your statements and let you download the results (performing our contract with you).</li>
        <li>To run your account, credits and purchases, and to answer support requests.</li>
        <li>To keep the service secure and prevent fraud and abuse (our legitimate interest).</li>
        <li>To keep the accounting and tax records the law requires.</li>
        <li>To learn how the service is used and improve it, only with your consent (section 10).</li>
      </ul>
      <p>
        We do not sell personal information, use your statements for advertising, or send marketing without your
        consent.
      </p>
    </>
  );
}

export function KeepingAndSharing() {
  return (
    <>
      <h2>4. How long we keep it</h2>
      <ul>
        <li>{RETENTION_TEXT.pdf}</li>
        <li>
          {RETENTION_TEXT.outputs} You can delete a conversion and its files yourself at any time from the dashboard.
        </li>
        <li>{RETENTION_TEXT.scanLines}</li>
        <li>{RETENTION_TEXT.account}</li>
        <li>{SUPPORT_TEXT.policy}</li>
        <li>Request logs are kept for a limited period for security, then deleted.</li>
      </ul>

      <h2>5. Who processes it for us (operators)</h2>
      <p>
        We share personal information only with operators who process it on our instructions under written agreements
        that require them to keep it secure and confidential:
      </p>
      <ul>
        <li>
          <strong>Amazon Web Services (AWS):</strong> hosting, sign-in, file storage, databases and the conversion
          itself.
        </li>
        <li>
          <strong>Paystack:</strong> card payments for credit purchases.
        </li>
        <li>
          <strong>Google (Google Analytics):</strong> usage statistics, only if you accept analytics cookies (section
          10).
        </li>
      </ul>
      <p>We disclose information to authorities only where the law requires it.</p>

      <h2>6. Transfers outside South Africa</h2>
      <p>
        We host the service in AWS&apos;s Africa (Cape Town) region, af-south-1, so that statements are stored and
        converted in South Africa. Some supporting services of our operators, including payment processing and, if you
        accept analytics, Google Analytics, may handle information in other countries. Where that happens we rely on the
        operator being bound by laws or agreements that give protection substantially similar to POPIA, as section 72
        requires.
      </p>

      <h2>7. How we protect it</h2>
      <ul>
        <li>All traffic is encrypted in transit, and stored files and data are encrypted at rest.</li>
        <li>Every request is checked against your signed-in account, so you can only see your own conversions.</li>
        <li>Upload and download links are short-lived and tied to a single file.</li>
        <li>Statements are deleted once converted, which keeps the amount of data we hold small.</li>
        <li>
          You can turn on two-step sign-in from your dashboard: signing in then also asks for a 6-digit code from an
          authenticator app on your phone. The key the app uses is kept by our sign-in service (AWS), not in our own
          databases, and is no longer used once you turn two-step sign-in off.
        </li>
      </ul>
    </>
  );
}

export function YourRights() {
  return (
    <>
      <h2>8. Your rights and how to use them</h2>
      <p>Under POPIA you may:</p>
      <ul>
        <li>ask whether we hold personal information about you and for a copy of it;</li>
        <li>ask us to correct information that is wrong or incomplete;</li>
        <li>
          <strong>ask us to delete your data</strong> and close your account, or do it yourself with &quot;Delete
          account&quot; on the dashboard;
        </li>
        <li>object to processing based on our legitimate interests;</li>
        <li>
          complain to the Information Regulator (
          <a href="https://inforegulator.org.za" target="_blank" rel="noopener noreferrer">
            inforegulator.org.za
          </a>
          ).
        </li>
      </ul>
      <p>
        To make a request, e-mail <ContactMail /> from the address on your account with the subject &quot;Privacy
        request&quot; (for example &quot;Privacy request: delete my data&quot;). We may ask you to confirm your
        identity. We answer every privacy request within 30 days. When we delete an account, records the law obliges us
        to keep (such as payment records) are kept only for the period in section 4 and used for nothing else.
      </p>
      <p>
        &quot;Delete account&quot; on the dashboard works straight away: it deletes your conversions, their files and
        your login. Unused purchased credits stay claimable for 12 months, as the terms say. The record of credits
        bought and used is kept as an account record for the period in section 4. So that the free sign-up credits go to
        each e-mail address once, we also keep a one-way, keyed hash of every address that received them (not the
        address itself) after its account is deleted.
      </p>

      <h2>9. If something goes wrong</h2>
      <p>
        If we have reasonable grounds to believe that your personal information has been accessed or acquired by an
        unauthorised person, we will notify the Information Regulator and you as soon as reasonably possible, telling
        you what happened, what it means for you and what we are doing about it.
      </p>
    </>
  );
}

export function CookiesAgeAndChanges() {
  return (
    <>
      <h2 id="cookies">10. Cookies and browser storage</h2>
      <p>
        We use your browser&apos;s storage to keep you signed in and to remember small preferences, such as a dismissed
        welcome message and your analytics choice. We do not use advertising cookies.
      </p>
      <p>
        Analytics runs only if you accept it when we ask. Until you choose, or if you decline, no analytics code is
        loaded and nothing is sent. If you accept, we use Google Analytics, which sets its own cookies (named _ga) to
        count visits. It receives the pages you open (without anything after the ? in the address) and the steps you
        take: signing up, uploading a statement, a conversion succeeding or failing, downloading a file, starting,
        leaving or completing a purchase, and errors you meet. With them go your account&apos;s random identifier,
        whether you have bought credits (a free or paying user), the domain of your e-mail address at sign-up (such as
        gmail.com, never the address), whether you used a promo code, the name of an uploaded file with its longer
        numbers hidden, credit amounts and prices, and our error messages. It never receives your e-mail address, your
        statements or their contents, PDF passwords or card details. Google&apos;s advertising features are switched
        off.
      </p>
      <p>
        You can withdraw your consent at any time: we then stop sending and remove the Google Analytics cookies from
        this browser.
      </p>
      <AnalyticsChoice />

      <h2>11. Age</h2>
      <p>The service is for people aged 18 or older. We do not knowingly collect information about children.</p>

      <h2>12. Changes</h2>
      <p>
        We will update the date at the top when this policy changes and tell account holders by e-mail about important
        changes. Questions about this policy or our <Link to="/terms-of-service">Terms of Service</Link>:{' '}
        <ContactMail />.
      </p>
    </>
  );
}

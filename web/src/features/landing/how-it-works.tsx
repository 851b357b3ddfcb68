/** The in-page target of the hero's 'Watch How It Works' link. */
export const HOW_IT_WORKS_ID = 'how-it-works';

const STEPS = [
  {
    title: 'Upload your PDF statement',
    text:
      'Sign in and upload the PDF your bank gave you. Optionally give the ' +
      'statement year, for dates printed without one, and the password if the ' +
      'PDF is protected.',
  },
  {
    title: 'We read and reconcile it',
    text:
      'Every transaction is read from the statement, then checked: the ' +
      'running balance row by row, and the opening balance plus all ' +
      'transactions against the closing balance.',
  },
  {
    title: 'Download your CSV',
    text:
      'Download a CSV ready to import into Sage, Xero or QuickBooks, plus the ' +
      'raw spreadsheet of everything read from the statement.',
  },
] as const;

/** Three numbered steps from PDF to CSV, after the feature blocks. */
export function HowItWorks() {
  return (
    <section id={HOW_IT_WORKS_ID} className="landing-steps" aria-labelledby="how-it-works-title">
      <h2 id="how-it-works-title">How It Works</h2>
      <ol className="landing-steps-list">
        {STEPS.map((step, index) => (
          <li key={step.title} className="landing-step">
            <span className="landing-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { RETENTION } from '@bankcsv/domain';
import { BankIcon, LockIcon, SheetIcon } from './feature-icons';

const FEATURES = [
  {
    title: 'Privacy First',
    Icon: LockIcon,
    text:
      `Your PDF is deleted as soon as its conversion ends. Converted files ` +
      `and their history are removed after ${RETENTION.outputDays} days, and ` +
      `nothing is shared with anyone.`,
  },
  {
    title: 'SA Banks',
    Icon: BankIcon,
    text:
      'Built for South African statement layouts such as FNB, Standard Bank ' +
      'and Capitec, including statements that print dates without a year.',
  },
  {
    title: 'Accounting Ready',
    Icon: SheetIcon,
    text:
      'CSV profiles for Sage (3 or 4 columns), Xero and QuickBooks: ' +
      'DD/MM/YYYY dates, plain signed amounts, no R symbol or thousands ' +
      'separators.',
  },
] as const;

/** The three selling points under the hero. */
export function FeatureBlocks() {
  return (
    <section className="landing-features" aria-label="Why BankCSV">
      {FEATURES.map((f) => (
        <article key={f.title} className="landing-feature">
          <span className="landing-feature-icon">
            <f.Icon />
          </span>
          <h2>{f.title}</h2>
          <p>{f.text}</p>
        </article>
      ))}
    </section>
  );
}

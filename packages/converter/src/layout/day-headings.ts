import { isDate } from '../parse/date';
import type { Line } from './lines';

// App and online-banking exports may list a day's rows under a heading line that is only its date (`Saturday,
// 1 March 2025`), the rows themselves printing a time or nothing where the date would go. The heading dates them.

const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrydag',
  'saterdag',
  'sondag',
];
/** A weekday's name, whole or cut to three letters or more, then an optional comma. */
const WEEKDAY = /^([A-Za-z]{3,9})\.?,?\s+/;

/** The date a line that is only a day's heading gives its rows (its text without the weekday); null for others. */
export function dayHeading(line: Line, monthFirst: boolean | undefined): string | null {
  if (line.cells.length > 2 || line.text.length > 40) return null;
  const text = line.text.trim();
  const name = WEEKDAY.exec(text);
  if (name) {
    const word = (name[1] as string).toLowerCase();
    if (!WEEKDAYS.some((w) => w.startsWith(word))) return null;
  }
  const date = name ? text.slice(name[0].length) : text;
  // A day's heading names its month (`1 March 2025`, `Sat 01 Mar`): a bare `01/03/2025` alone on a line is a date
  // cell whose row went on elsewhere.
  return /[A-Za-z]{3}/.test(date) && isDate(date, monthFirst) ? date : null;
}

import { isDate, withoutWeekday } from '../parse/date';
import type { Line } from './lines';

// App and online-banking exports may list a day's rows under a heading line that is only its date (`Saturday,
// 1 March 2025`), the rows themselves printing a time or nothing where the date would go. The heading dates them.

/** The date a line that is only a day's heading gives its rows (its text without the weekday); null for others. */
export function dayHeading(line: Line, monthFirst: boolean | undefined): string | null {
  if (line.cells.length > 2 || line.text.length > 40) return null;
  const date = withoutWeekday(line.text.trim());
  // A day's heading names its month (`1 March 2025`, `Sat 01 Mar`): a bare `01/03/2025` alone on a line is a date
  // cell whose row went on elsewhere.
  return /[A-Za-z]{3}/.test(date) && isDate(date, monthFirst) ? date : null;
}

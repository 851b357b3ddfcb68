/** Dates in the review are typed and shown DD/MM/YYYY, as every export writes them, whatever the browser's language. */
import { isIsoDate } from './review';

/**
 * An ISO date as DD/MM/YYYY; anything else (text still being typed) as it is.
 * @example dayMonthYear('2019-12-04') // '04/12/2019'
 */
export function dayMonthYear(iso: string): string {
  return isIsoDate(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : iso;
}

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * The ISO date of a real day typed as D/M/YYYY or DD/MM/YYYY (slashes, dots or dashes), day first; null otherwise.
 * @example isoFromDayMonthYear('4/12/2019') // '2019-12-04'
 */
export function isoFromDayMonthYear(text: string): string | null {
  const m = DMY.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${(m[2] as string).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

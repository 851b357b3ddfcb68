/** Public facts about the site, shared by page metadata, structured data and the sitemap test. */
export const SITE_NAME = 'BankCSV';
export const SITE_ORIGIN = 'https://bankcsv.co.za';
export const CONTACT_EMAIL = 'support@bankcsv.co.za';

/** @example absoluteUrl('/blog') // 'https://bankcsv.co.za/blog' */
export function absoluteUrl(path: string): string {
  return new URL(path, SITE_ORIGIN).toString();
}

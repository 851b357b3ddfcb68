/**
 * A GA4 measurement id ("G-" and upper-case letters or digits). Checked where a stage configures one
 * and again before the SPA puts it into gtag.js's address, so nothing else ever lands in that URL.
 * @example isMeasurementId('G-ABC123XYZ') // true
 */
export function isMeasurementId(value: unknown): value is string {
  return typeof value === 'string' && /^G-[A-Z0-9]{4,20}$/.test(value);
}

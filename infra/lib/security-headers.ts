/**
 * The SPA's Content-Security-Policy and Permissions-Policy, built in one place: CloudFront sends them
 * in AWS and the browser tests serve the built app with the very same values. Pure: no CDK imports.
 */

/** Paystack's inline checkout: its script, the frame it opens, and the API that script calls. */
export const PAYSTACK = {
  script: 'https://js.paystack.co',
  checkout: 'https://checkout.paystack.com',
  api: 'https://api.paystack.co',
} as const;

/** Google Analytics 4 through gtag.js (Google's published CSP for GA4), only when a measurement id is configured. */
export const GA4 = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

export interface ContentSecurityPolicyOptions {
  /** Origins the SPA calls with fetch/XHR beside its own: the API, Cognito, the upload bucket. */
  readonly connect: readonly string[];
  /** Origins of images beside our own: the outputs bucket's presigned links to a scan's line images. */
  readonly images?: readonly string[];
  /** Paystack's checkout frame origin; the local stand-in's origin in tests. */
  readonly paystackCheckout?: string;
  /** Allow GA4 (script, beacons, pixels). */
  readonly analytics?: boolean;
}

/**
 * A strict policy for the built SPA: scripts and styles only from our origin (no inline script, no
 * eval, no inline style elements or attributes), nothing framed but Paystack's checkout, and the app
 * itself never framed.
 * @example contentSecurityPolicy({ connect: ['https://api.example.com'] })
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const analytics = options.analytics === true;
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", PAYSTACK.script, ...(analytics ? GA4.script : [])]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', ...(options.images ?? []), ...(analytics ? GA4.img : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...options.connect, PAYSTACK.api, ...(analytics ? GA4.connect : [])]],
    ['frame-src', [options.paystackCheckout ?? PAYSTACK.checkout]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * Powerful features the app never uses are switched off for it and every frame; payment stays
 * available to Paystack's checkout frame (wallets use the Payment Request API).
 */
export function permissionsPolicy(paystackCheckout: string = PAYSTACK.checkout): string {
  const off = [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'midi',
    'usb',
    'serial',
    'hid',
    'xr-spatial-tracking',
  ];
  return [...off.map((feature) => `${feature}=()`), 'fullscreen=(self)', `payment=(self "${paystackCheckout}")`].join(
    ', ',
  );
}

/** The origin (scheme://host[:port]) of a URL, for a CSP source list. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

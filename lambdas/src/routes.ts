// The HTTP API route table: the CDK app and the local gateway both build their routes from it,
// so a handler file and its route can never drift apart.
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway form, e.g. `/conversions/{id}`. */
  path: string;
  /** File name under `lambdas/src/handlers/` without extension. */
  handler: string;
  /** Whether the JWT authorizer guards the route. */
  auth: boolean;
  /** Why a route without the authorizer is safe to leave open (required when `auth` is false; the cdk-nag record). */
  publicBecause?: string;
  /**
   * API Gateway's throttle for this route (requests per second, burst). It is shared by every
   * caller, so each route gets its own: a flood of one route cannot starve the others.
   * docs/limits.md lists these figures.
   */
  throttle?: RouteThrottle;
}

export interface RouteThrottle {
  rate: number;
  burst: number;
}

/** Routes without their own figure; also the stage default. */
export const DEFAULT_ROUTE_THROTTLE: RouteThrottle = { rate: 20, burst: 40 };

// Reads the dashboard polls (every 2 s per open conversion) get the most; writes that cost work or
// money get little. Figures sized for a few hundred active users, far below the account's limits.
const polled: RouteThrottle = { rate: 100, burst: 200 };
const uploads: RouteThrottle = { rate: 10, burst: 20 };
const rare: RouteThrottle = { rate: 5, burst: 10 };
// Anyone may ask whether a code applies (codes are handed out in links anyway); its own figure keeps a
// flood of guesses off the other routes.
const promoChecks: RouteThrottle = { rate: 10, burst: 20 };

export const routes: RouteDef[] = [
  { method: 'GET', path: '/me', handler: 'get-me', auth: true, throttle: { rate: 50, burst: 100 } },
  { method: 'DELETE', path: '/me', handler: 'delete-account', auth: true, throttle: rare },
  { method: 'POST', path: '/uploads', handler: 'create-upload', auth: true, throttle: uploads },
  { method: 'GET', path: '/conversions', handler: 'list-conversions', auth: true, throttle: polled },
  { method: 'GET', path: '/conversions/{id}', handler: 'get-conversion', auth: true, throttle: polled },
  { method: 'DELETE', path: '/conversions/{id}', handler: 'delete-conversion', auth: true },
  { method: 'POST', path: '/conversions/{id}/cancel', handler: 'cancel-upload', auth: true },
  { method: 'GET', path: '/conversions/{id}/download', handler: 'get-download', auth: true },
  { method: 'POST', path: '/payments', handler: 'create-payment', auth: true },
  { method: 'GET', path: '/payments', handler: 'list-payments', auth: true },
  { method: 'GET', path: '/payments/{id}', handler: 'get-payment', auth: true },
  // Paystack signs the body with the secret key; the handler checks that before anything else.
  {
    method: 'POST',
    path: '/webhooks/paystack',
    handler: 'paystack-webhook',
    auth: false,
    publicBecause:
      'Called by Paystack, which sends no token: the handler checks the ' +
      'HMAC-SHA512 signature of the body before anything else.',
  },
  {
    method: 'POST',
    path: '/sign-up/release',
    handler: 'release-sign-up',
    auth: false,
    throttle: rare,
    publicBecause:
      'Called before the caller has an account: it only removes a login ' +
      'nobody confirmed, and answers 204 whatever it found.',
  },
  { method: 'GET', path: '/conversions/{id}/transactions', handler: 'get-transactions', auth: true },
  { method: 'PUT', path: '/conversions/{id}/transactions', handler: 'save-transactions', auth: true },
  { method: 'DELETE', path: '/conversions/{id}/transactions', handler: 'restore-transactions', auth: true },
  { method: 'PUT', path: '/conversions/{id}/account-number', handler: 'set-account-number', auth: true },
  { method: 'POST', path: '/conversions/{id}/support-sample', handler: 'send-support-sample', auth: true },
  // Batches and accounts (docs/batches.md).
  { method: 'POST', path: '/batches', handler: 'create-batch', auth: true, throttle: uploads },
  { method: 'GET', path: '/batches/{id}', handler: 'get-batch', auth: true, throttle: polled },
  { method: 'PUT', path: '/conversions/{id}/password', handler: 'set-conversion-password', auth: true },
  { method: 'GET', path: '/accounts', handler: 'list-accounts', auth: true },
  { method: 'PUT', path: '/accounts/{id}/name', handler: 'set-account-name', auth: true },
  { method: 'PUT', path: '/statement-parts/{id}/account', handler: 'assign-statement-part', auth: true },
  { method: 'POST', path: '/accounts/{id}/exports', handler: 'create-account-export', auth: true },
  {
    method: 'POST',
    path: '/promo/validate',
    handler: 'validate-promo',
    auth: false,
    throttle: promoChecks,
    publicBecause:
      'The register form checks a promo code before the account exists: it ' +
      'only reads whether a code applies (codes are shared in links), under ' +
      'its own throttle.',
  },
  { method: 'POST', path: '/promo/redeem', handler: 'redeem-promo', auth: true, throttle: rare },
];

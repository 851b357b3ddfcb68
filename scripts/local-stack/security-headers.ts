import { contentSecurityPolicy, originOf, permissionsPolicy } from '../../infra/lib/security-headers';
import type { StackEndpoints } from './types';

/**
 * The headers CloudFront sends in AWS, built by the same functions with the local stack's origins in
 * place of the AWS ones, so a CSP violation shows up under `npm start` and in the browser tests.
 */
export function localSecurityHeaders(
  endpoints: Pick<StackEndpoints, 'api' | 'cognito' | 's3' | 'paystack'>,
): Record<string, string> {
  const paystackCheckout = originOf(endpoints.paystack);
  return {
    'content-security-policy': contentSecurityPolicy({
      connect: [originOf(endpoints.api), originOf(endpoints.cognito), originOf(endpoints.s3)],
      images: [originOf(endpoints.s3)],
      paystackCheckout,
    }),
    'permissions-policy': permissionsPolicy(paystackCheckout),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

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
}

export const routes: RouteDef[] = [
  { method: 'GET', path: '/me', handler: 'get-me', auth: true },
  { method: 'DELETE', path: '/me', handler: 'delete-account', auth: true },
  { method: 'POST', path: '/uploads', handler: 'create-upload', auth: true },
  { method: 'GET', path: '/conversions', handler: 'list-conversions', auth: true },
  { method: 'GET', path: '/conversions/{id}', handler: 'get-conversion', auth: true },
  { method: 'DELETE', path: '/conversions/{id}', handler: 'delete-conversion', auth: true },
  { method: 'POST', path: '/conversions/{id}/cancel', handler: 'cancel-upload', auth: true },
  { method: 'GET', path: '/conversions/{id}/download', handler: 'get-download', auth: true },
  { method: 'POST', path: '/payments', handler: 'create-payment', auth: true },
  { method: 'GET', path: '/payments', handler: 'list-payments', auth: true },
  { method: 'GET', path: '/payments/{id}', handler: 'get-payment', auth: true },
  // Paystack signs the body with the secret key; the handler checks that before anything else.
  { method: 'POST', path: '/webhooks/paystack', handler: 'paystack-webhook', auth: false },
  { method: 'GET', path: '/conversions/{id}/transactions', handler: 'get-transactions', auth: true },
  { method: 'PUT', path: '/conversions/{id}/transactions', handler: 'save-transactions', auth: true },
  { method: 'DELETE', path: '/conversions/{id}/transactions', handler: 'restore-transactions', auth: true },
];

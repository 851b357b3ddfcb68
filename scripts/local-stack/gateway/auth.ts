import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface JwtAuthorizer {
  /** The token's claims, or undefined when API Gateway's JWT authorizer would answer 401. */
  verify(authorization: string | undefined): Promise<JWTPayload | undefined>;
}

/**
 * Checks tokens as the HTTP API JWT authorizer does: signature (JWKS), issuer, an `exp` that must be
 * present and in the future, and aud or client_id.
 */
export function jwtAuthorizer(issuer: string, audience: string): JwtAuthorizer {
  const jwks = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  return {
    async verify(authorization) {
      const token = authorization?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, jwks, { issuer, requiredClaims: ['exp'] });
        const audiences = [payload.aud, payload.client_id].flat().filter((v): v is string => typeof v === 'string');
        return audiences.includes(audience) ? payload : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** API Gateway hands claims to the Lambda as strings (arrays as `[a b]`). */
export function claimStrings(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

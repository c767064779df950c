/**
 * Short-lived access tokens for every /v1 service: EdDSA-signed JWTs, verified without a database hit.
 * Only the allow-listed algorithm is accepted (never `none`); audience and `typ` are checked.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { Keys } from '../keys.ts';

export const ACCESS_TOKEN_TTL_S = 300;
export const TOKEN_AUDIENCE = 'shopfloor-api';
export const TOKEN_ISSUER = 'shopfloor';

export interface AccessClaims {
  sub: string;
  sid?: string;
  typ: 'access';
  iat: number;
  exp: number;
  aud: string;
  iss: string;
}

export async function signAccessToken(keys: Keys, sub: string, extra: { sid?: string } = {}, ttl = ACCESS_TOKEN_TTL_S) {
  return new SignJWT({ typ: 'access', ...extra })
    .setProtectedHeader({ alg: keys.jwt.alg, kid: keys.jwt.kid, typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(keys.jwt.privateKey);
}

export async function verifyAccessToken(keys: Keys, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.jwt.publicKey, {
      algorithms: [keys.jwt.alg],
      audience: TOKEN_AUDIENCE,
      issuer: TOKEN_ISSUER,
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return null;
    return payload as unknown as AccessClaims;
  } catch {
    return null;
  }
}

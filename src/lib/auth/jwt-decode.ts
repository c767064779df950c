/** Reads a JWT payload (no verification: the server verifies). Errors per 001 §8. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

function b64urlDecode(s: string): string {
  let out = s.replace(/-/g, '+').replace(/_/g, '/');
  while (out.length % 4) out += '=';
  const bin = atob(out);
  const bytes = Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export interface TokenPayload {
  exp?: number;
  iat?: number;
  sub?: string;
  [k: string]: unknown;
}

export function decodeToken(token: unknown): TokenPayload {
  if (typeof token !== 'string') throw new InvalidTokenError('Invalid token specified: must be a string');
  const part = token.split('.')[1];
  if (!part) throw new InvalidTokenError('Invalid token specified: missing part #2');
  let json: string;
  try {
    json = b64urlDecode(part);
  } catch (e) {
    throw new InvalidTokenError(`Invalid token specified: invalid base64 for part #2 (${(e as Error).message})`);
  }
  try {
    return JSON.parse(json) as TokenPayload;
  } catch (e) {
    throw new InvalidTokenError(`Invalid token specified: invalid json for part #2 (${(e as Error).message})`);
  }
}

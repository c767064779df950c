/**
 * Secrets generated on first start and kept in `app_settings` (so every process shares them):
 * the app secret (session/CSRF HMAC) and the JWT signing key pair (EdDSA). APP_SECRET overrides the first.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { appSettings } from '../db/schema/index.ts';

export interface Keys {
  appSecret: Buffer;
  jwt: { kid: string; alg: 'EdDSA'; privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK };
}

/** Read a setting, creating it with `make()` if absent (race-safe across processes). */
export async function getOrCreateSetting<T>(database: Database, key: string, make: () => Promise<T> | T): Promise<T> {
  const found = await database.db.select().from(appSettings).where(eq(appSettings.key, key));
  if (found[0]) return found[0].value as T;
  await database.db
    .insert(appSettings)
    .values({ key, value: await make() })
    .onConflictDoNothing();
  const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} could not be created`);
  return row.value as T;
}

export async function loadKeys(database: Database, config: Config): Promise<Keys> {
  const secret = config.APP_SECRET
    ? config.APP_SECRET
    : await getOrCreateSetting(database, 'app_secret', () => randomBytes(32).toString('base64url'));
  const jwk = await getOrCreateSetting(database, 'jwt_key', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const priv = await exportJWK(privateKey);
    return { ...priv, kid: randomBytes(8).toString('hex'), alg: 'EdDSA' };
  });
  const { d: _d, ...pub } = jwk as JWK;
  return {
    appSecret: Buffer.from(secret),
    jwt: {
      kid: jwk.kid as string,
      alg: 'EdDSA',
      privateKey: (await importJWK(jwk as JWK, 'EdDSA')) as CryptoKey,
      publicKey: (await importJWK(pub, 'EdDSA')) as CryptoKey,
      publicJwk: { ...pub, use: 'sig' },
    },
  };
}

/**
 * RFC 8628 device authorization grant. The user code is 8 characters of the 20-consonant alphabet of §6.1
 * (no vowels, so no words; 20^8 ≈ 2.6·10^10 combinations, ≈ 34 bits, fine for a 10-minute, rate-limited code);
 * the device code is 256 random bits stored as its SHA-256.
 */
import { createHash, randomInt } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { deviceCodes } from '../../db/schema/index.ts';
import { newToken } from '../../lib/ids.ts';

export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const USER_CODE_LENGTH = 8;
export const DEVICE_CODE_TTL_S = 600;
export const DEVICE_POLL_INTERVAL_S = 5;
export const SLOW_DOWN_STEP_S = 5;

export const hashDeviceCode = (code: string) => createHash('sha256').update(code).digest('base64url');

export function newUserCode(): string {
  let out = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) out += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return out;
}

/** What a person types: case, dashes and spaces do not matter. */
export function normalizeUserCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[^A-Z]/g, '');
  if (code.length !== USER_CODE_LENGTH) return null;
  for (const ch of code) if (!USER_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

export const formatUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export async function createDeviceCode(db: Tx, clientId: string, scope: string | undefined) {
  await db.delete(deviceCodes).where(lt(deviceCodes.expiresAt, new Date(Date.now() - 24 * 3600_000).toISOString()));
  for (let attempt = 0; ; attempt++) {
    const deviceCode = newToken(32);
    const userCode = newUserCode();
    const rows = await db
      .insert(deviceCodes)
      .values({
        id: hashDeviceCode(deviceCode),
        userCode,
        clientId,
        scope: scope ?? null,
        intervalS: DEVICE_POLL_INTERVAL_S,
        expiresAt: new Date(Date.now() + DEVICE_CODE_TTL_S * 1000).toISOString(),
      })
      .onConflictDoNothing()
      .returning({ id: deviceCodes.id });
    if (rows.length) return { deviceCode, userCode };
    if (attempt > 5) throw new Error('could not allocate a user code');
  }
}

export type DevicePoll =
  | { kind: 'error'; error: 'invalid_grant' | 'authorization_pending' | 'slow_down' | 'expired_token' | 'access_denied' }
  | { kind: 'approved'; userId: string };

/** One poll by the device (atomic under a row lock): slow_down when faster than the interval. */
export async function pollDeviceCode(db: Tx, deviceCode: string, clientId: string, now = Date.now()): Promise<DevicePoll> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deviceCodes)
      .where(eq(deviceCodes.id, hashDeviceCode(deviceCode)))
      .for('update');
    if (!row || row.clientId !== clientId || row.usedAt) return { kind: 'error', error: 'invalid_grant' } as const;
    if (Date.parse(row.expiresAt) <= now) return { kind: 'error', error: 'expired_token' } as const;
    const tooSoon = row.lastPolledAt !== null && now - Date.parse(row.lastPolledAt) < row.intervalS * 1000;
    await tx
      .update(deviceCodes)
      .set({ lastPolledAt: new Date(now).toISOString(), ...(tooSoon ? { intervalS: row.intervalS + SLOW_DOWN_STEP_S } : {}) })
      .where(eq(deviceCodes.id, row.id));
    if (tooSoon) return { kind: 'error', error: 'slow_down' } as const;
    if (row.status === 'denied') return { kind: 'error', error: 'access_denied' } as const;
    if (row.status === 'pending' || !row.userId) return { kind: 'error', error: 'authorization_pending' } as const;
    await tx
      .update(deviceCodes)
      .set({ usedAt: new Date(now).toISOString() })
      .where(eq(deviceCodes.id, row.id));
    return { kind: 'approved', userId: row.userId } as const;
  });
}

/** The user's decision; null when the code is unknown, expired or already decided. */
export async function decideDeviceCode(db: Tx, userCode: string, userId: string, approve: boolean) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(deviceCodes).where(eq(deviceCodes.userCode, userCode)).for('update');
    if (row?.status !== 'pending' || Date.parse(row.expiresAt) <= Date.now()) return null;
    const status = approve ? ('approved' as const) : ('denied' as const);
    await tx.update(deviceCodes).set({ status, userId }).where(eq(deviceCodes.id, row.id));
    return { status, clientId: row.clientId };
  });
}

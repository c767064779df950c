/**
 * Argon2id with the OWASP minimum (m = 19 MiB, t = 2, p = 1). Hashing is memory-hard, so concurrent hashes
 * are capped: a burst of logins queues instead of exhausting memory.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT = 4;

let active = 0;
const waiting: (() => void)[] = [];

async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (active >= MAX_CONCURRENT) await new Promise<void>((r) => waiting.push(r));
  active++;
  try {
    return await fn();
  } finally {
    active--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | null = null;

export function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return limited(async () => {
    const target = storedHash ?? (await dummyHash!);
    const ok = await verify(target, password).catch(() => false);
    return ok && !!storedHash;
  });
}

export const passwordHashParams = OPTIONS;
export const passwordHashConcurrency = MAX_CONCURRENT;

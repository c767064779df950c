/**
 * The audit trail: every change of roles, membership, keys and invites calls `audit(tx, c, …)` inside the
 * transaction that makes the change, so the change and its record commit or roll back together.
 */
import type { Context } from 'hono';
import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { AppEnv } from './context.ts';
import { newId } from './ids.ts';

export interface AuditEntry {
  projectId: string | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

export function actorOf(c: Context<AppEnv> | null): { actorId: string | null; actorKind: 'user' | 'apiKey' | 'system' } {
  const p = c?.get('principal');
  if (!p) return { actorId: null, actorKind: 'system' };
  return p.kind === 'user' ? { actorId: p.userId, actorKind: 'user' } : { actorId: p.keyId, actorKind: 'apiKey' };
}

export async function audit(tx: Tx, c: Context<AppEnv> | null, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    id: newId('aud'),
    ...actorOf(c),
    projectId: entry.projectId,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

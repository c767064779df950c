import type { AppEnv } from '../../lib/context.ts';
import { displayNameOf, projectNameOf } from './invites.repo.ts';
import type { Context } from 'hono';
import type { Tx } from '../../db/client.ts';

import { roleNames } from '../../lib/roles.ts';

export { roleNames };

export async function inviterName(db: Tx, c: Context<AppEnv>) {
  const p = c.get('principal');
  if (p?.kind !== 'user') return null;
  return displayNameOf(db, p.userId);
}

export async function projectName(db: Tx, projectId: string) {
  return (await projectNameOf(db, projectId)) ?? 'a project';
}

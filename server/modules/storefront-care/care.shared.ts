/** The request's project, storefront and actor, shared by the storefront-care handlers. */
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { requireStorefrontOf, userNames } from './care.repo.ts';

export interface Actor {
  type: 'user' | 'apiKey' | 'system';
  id: string | null;
  name: string | null;
}

export async function storefrontOf(c: Context<AppEnv>, platformId: string) {
  const { projectId } = c.get('access');
  const db = c.get('deps').database.db;
  const storefront = await requireStorefrontOf(db, projectId, platformId);
  return { db, projectId, storefront, database: c.get('deps').database };
}

export async function actorOf(c: Context<AppEnv>): Promise<Actor> {
  const p = c.get('principal');
  if (p?.kind === 'apiKey') return { type: 'apiKey', id: p.keyId, name: 'API key' };
  if (p?.kind === 'user') {
    const names = await userNames(c.get('deps').database.db, [p.userId]);
    return { type: 'user', id: p.userId, name: names.get(p.userId) ?? null };
  }
  return { type: 'system', id: null, name: 'Shopfloor' };
}

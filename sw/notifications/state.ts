/** Small state the worker keeps: in memory, mirrored to idb-keyval where the page needs it too. */
import { get, set } from 'idb-keyval';
import { IDB_DELETED_IDS, IDB_VISIBILITY } from '../../common/notifications.ts';

/** Visibility per window client id; a page reports on every change and with each heartbeat. */
const visibility = new Map<string, boolean>();

export async function setVisibility(clientId: string, visible: boolean) {
  visibility.set(clientId, visible);
  await set(IDB_VISIBILITY, { anyVisible: await anyVisible(), at: Date.now() }).catch(() => {});
}

/** Any open window visible? Forgets clients that have closed. */
export async function anyVisible(): Promise<boolean> {
  const open = new Set((await self.clients.matchAll({ type: 'window' })).map((c) => c.id));
  for (const id of visibility.keys()) if (!open.has(id)) visibility.delete(id);
  for (const v of visibility.values()) if (v) return true;
  return false;
}

export async function deletedIds(): Promise<Set<string>> {
  return new Set(((await get<string[]>(IDB_DELETED_IDS).catch(() => undefined)) ?? []) as string[]);
}

declare const self: ServiceWorkerGlobalScope;

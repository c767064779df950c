/** Deleted notification ids, remembered in idb-keyval (shared with the worker) so they never come back. */
import { get, update } from 'idb-keyval';
import { IDB_DELETED_IDS } from '../../../../common/notifications.ts';

const MAX_REMEMBERED = 500;

export async function loadDeletedIds(): Promise<Set<string>> {
  return new Set((await get<string[]>(IDB_DELETED_IDS).catch(() => undefined)) ?? []);
}

export async function rememberDeleted(id: string) {
  await update<string[]>(IDB_DELETED_IDS, (ids = []) => [...ids.filter((x) => x !== id), id].slice(-MAX_REMEMBERED)).catch(() => {});
}

/**
 * The drive's offline copy: the file list kept in IndexedDB from the sync feed (GET /v1/drive/sync after the
 * stored cursor), so the screen browses with the server down; pinned files keep their bytes there too.
 */
import { createStore, del, get, set } from 'idb-keyval';
import type { ListPage, ListParams } from '../../../components/data/types.ts';
import type { DriveFile, SyncPage } from '../api/files.ts';

export interface Copy {
  cursor: string;
  files: Record<string, DriveFile>;
  syncedAt: string | null;
}

let store: ReturnType<typeof createStore> | null = null;
const db = () => (store ??= createStore('shopfloor-drive', 'copies'));
const empty = (): Copy => ({ cursor: '0', files: {}, syncedAt: null });

export async function readCopy(project: string): Promise<Copy> {
  return (await get<Copy>(`files:${project}`, db())) ?? empty();
}

/** Applies the changes since the stored cursor; returns the updated copy. */
export async function syncCopy(project: string, fetchPage: (cursor: string) => Promise<SyncPage>): Promise<Copy> {
  const copy = await readCopy(project);
  for (let i = 0; i < 100; i++) {
    const page = await fetchPage(copy.cursor);
    for (const change of page.changes) {
      if (change.file) copy.files[change.fileId] = change.file;
      else delete copy.files[change.fileId];
    }
    copy.cursor = page.cursor;
    if (!page.hasMore) break;
  }
  copy.syncedAt = new Date().toISOString();
  await set(`files:${project}`, copy, db());
  return copy;
}

const text = (f: DriveFile) => `${f.name} ${f.title} ${f.description} ${f.tags.join(' ')}`.toLowerCase();

/** One page of the local copy, filtered and sorted like the server's list. */
export function localPage(copy: Copy, p: ListParams): ListPage<DriveFile> {
  const words = (p.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const sort = p.sort ?? '-createdAt';
  const key = sort.replace(/^-/, '') as 'name' | 'size' | 'createdAt' | 'updatedAt';
  const dir = sort.startsWith('-') ? -1 : 1;
  const folder = p.filters.folder;
  const rows = Object.values(copy.files)
    .filter((f) => (!folder || f.folder === folder) && words.every((w) => text(f).includes(w)))
    .sort((a, b) => (a[key] < b[key] ? -dir : a[key] > b[key] ? dir : a.id < b.id ? -dir : dir));
  const start = Number(p.pageToken ?? 0);
  const items = rows.slice(start, start + p.pageSize);
  return { items, nextPageToken: start + p.pageSize < rows.length ? String(start + p.pageSize) : null };
}

/** The folders of the copy's files (for the folder picker), sorted. */
export const foldersOf = (copy: Copy) => [...new Set(['/', ...Object.values(copy.files).map((f) => f.folder)])].sort();

export const pinnedKey = (project: string, file: string) => `pin:${project}:${file}`;
export const readPinned = (project: string, file: string) => get<Blob>(pinnedKey(project, file), db());
export const pin = (project: string, file: string, blob: Blob) => set(pinnedKey(project, file), blob, db());
export const unpin = (project: string, file: string) => del(pinnedKey(project, file), db());

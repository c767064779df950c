/** Drive reads and writes through the generated ops; the list falls back to the offline copy when the server is away. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListSource } from '../../../components/data/types.ts';
import { driveCreateFile } from '../../../lib/api/generated/ops/driveCreateFile.ts';
import { driveDeleteFile } from '../../../lib/api/generated/ops/driveDeleteFile.ts';
import { driveDownloadFile } from '../../../lib/api/generated/ops/driveDownloadFile.ts';
import { driveListMetadata } from '../../../lib/api/generated/ops/driveListMetadata.ts';
import { driveSync } from '../../../lib/api/generated/ops/driveSync.ts';
import { driveSyncStatus } from '../../../lib/api/generated/ops/driveSyncStatus.ts';
import { driveUpdateMetadata } from '../../../lib/api/generated/ops/driveUpdateMetadata.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { localPage, readCopy, readPinned, syncCopy } from '../lib/local-copy.ts';
import { driveKeys } from './keys.ts';

export type DriveFile = Schema<'DriveFile'>;
export type SyncPage = Schema<'DriveSyncPage'>;
export type UpdateMetadata = Schema<'updateMetadataRequest'>;
export const DRIVE_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt', 'size', '-size'] as const;

const isNetworkError = (e: unknown) => (e as { status?: number }).status === 0 || (e as { code?: string }).code === 'AXIOS_ERROR';

export const syncDrive = (project: string) =>
  syncCopy(project, (cursor) => driveSync({ query: { project, cursor: cursor === '0' ? undefined : cursor, limit: 500 } }));

/**
 * The file list: the server's list (full-text search, sort, paging) while it answers, and the offline copy
 * (kept fresh from the sync feed on each load) when it does not. `offline` marks pages from the copy.
 */
export const filesList = (project: string): ListSource<DriveFile> => ({
  queryKey: driveKeys.files(project),
  queryFn: async (p) => {
    try {
      const sort = DRIVE_SORTS.find((s) => s === p.sort);
      const [page] = await Promise.all([
        driveListMetadata({
          query: {
            project,
            query: p.search || undefined,
            folder: p.filters.folder || undefined,
            sortBy: sort,
            pageToken: p.pageToken || undefined,
            pageSize: p.pageSize,
          },
        }),
        syncDrive(project).catch(() => null),
      ]);
      return { items: page.files, nextPageToken: page.nextPageToken };
    } catch (e) {
      if (!isNetworkError(e)) throw e;
      return { ...localPage(await readCopy(project), p), offline: true };
    }
  },
});

export const statusQuery = (project: string) =>
  queryOptions({ queryKey: driveKeys.status(project), queryFn: () => driveSyncStatus({ query: { project } }) });

export const createFile = (project: string, body: Schema<'CreateDriveFileRequest'>) => driveCreateFile({ query: { project }, body });

/** The file's bytes with the bearer (previews of PDFs, downloads, pinning). */
export const fileBlob = async (project: string, file: string) => {
  const out = (await driveDownloadFile({ path: { file }, query: { project, disposition: 'inline' } })) as unknown;
  return out instanceof Blob ? out : new Blob([typeof out === 'string' ? out : JSON.stringify(out)]);
};

/** The bytes of a pinned copy when there is one (offline), else from the server. */
export async function openFile(project: string, file: string): Promise<Blob> {
  const pinned = await readPinned(project, file);
  return pinned ?? fileBlob(project, file);
}

export const deleteFile = (project: string, file: string) => driveDeleteFile({ path: { file }, query: { project } });

export function useDriveMutations(project: string) {
  const qc = useQueryClient();
  const onSuccess = () => void qc.invalidateQueries({ queryKey: driveKeys.all(project) });
  return {
    update: useMutation({
      mutationFn: ({ file, body }: { file: string; body: UpdateMetadata }) =>
        driveUpdateMetadata({ path: { file }, query: { project }, body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (file: string) => driveDeleteFile({ path: { file }, query: { project } }), onSuccess }),
    refresh: onSuccess,
  };
}

/**
 * Where drive bytes go: the object store chosen by configuration (DRIVE_STORAGE), the local staging area of
 * uploads in progress (chunks append there; the completed file moves into the store), and the image-variant
 * cache. One instance per data directory and backend.
 */
import { join, resolve } from 'node:path';
import type { Config } from '../../config.ts';
import { localStorage } from '../../lib/storage/local.ts';
import { s3Storage } from '../../lib/storage/s3.ts';
import { assertKey, type ObjectStorage } from '../../lib/storage/storage.ts';

export interface DriveStorage {
  store: ObjectStorage;
  /** Where the bytes of an unfinished upload accumulate. */
  stagingPath(projectId: string, fileId: string): string;
  /** The directory of a file's rendered image variants. */
  variantDir(projectId: string, fileId: string): string;
}

const instances = new Map<string, DriveStorage>();

export function driveStorage(config: Config): DriveStorage {
  const root = resolve(config.DATA_DIR, 'drive');
  const id = `${config.DRIVE_STORAGE}:${root}:${config.S3_ENDPOINT ?? ''}:${config.S3_BUCKET}`;
  let made = instances.get(id);
  if (!made) {
    const store = config.DRIVE_STORAGE === 's3' ? s3Storage(config) : localStorage(join(root, 'objects'));
    made = {
      store,
      stagingPath: (projectId, fileId) => join(root, 'uploads', assertKey(`${projectId}/${fileId}`)),
      variantDir: (projectId, fileId) => join(root, 'variants', assertKey(`${projectId}/${fileId}`)),
    };
    instances.set(id, made);
  }
  return made;
}

export const objectKey = (projectId: string, fileId: string) => assertKey(`${projectId}/${fileId}`);

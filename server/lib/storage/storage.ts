/**
 * Object storage behind one interface (docs/decisions/drive.md): the built-in local disk store (no network,
 * under DATA_DIR) and an S3-compatible adapter chosen by configuration (`DRIVE_STORAGE=s3`). Keys are made by
 * the caller from ids only (`<project>/<file>`), and every store refuses a key outside its own alphabet, so a
 * name sent by a client can never become a path.
 */
import type { Readable } from 'node:stream';

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `sourcePath` (a completed upload on local disk) under `key`; the source is consumed. */
  putFile(key: string, sourcePath: string, size: number): Promise<void>;
  /** The object's bytes (or one range of them) as a stream. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** Whether the store answers (health check). */
  ping(): Promise<boolean>;
}

const KEY = /^[a-z0-9_-]{1,64}(\/[a-z0-9_.-]{1,128}){1,4}$/;

/** Throws for a key outside the storage alphabet (no `..`, no absolute paths, no backslashes). */
export function assertKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

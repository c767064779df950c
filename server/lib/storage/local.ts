/** The built-in store: files under a root directory on local disk (DATA_DIR/drive/objects by default). */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { assertKey, type ByteRange, type ObjectStorage } from './storage.ts';

export function localStorage(root: string): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const full = resolve(base, assertKey(key));
    if (!full.startsWith(base + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };
  return {
    kind: 'local',
    async putFile(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(sourcePath, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(sourcePath, target); // another file system: copy, then drop the upload
        await unlink(sourcePath);
      }
    },
    async get(key, range?: ByteRange) {
      const path = pathOf(key);
      await stat(path); // a missing object rejects here rather than as a stream error
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async ping() {
      try {
        await mkdir(base, { recursive: true });
        return true;
      } catch {
        return false;
      }
    },
  };
}

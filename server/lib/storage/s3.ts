/**
 * The S3-compatible store (DRIVE_STORAGE=s3): AWS S3, MinIO, Ceph, R2… through @aws-sdk/client-s3 with
 * path-style addressing, so a local endpoint works without DNS tricks. Ranges map to the `Range` header.
 */
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import { assertKey, type ObjectStorage } from './storage.ts';

export function s3Storage(
  config: Pick<Config, 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>,
): ObjectStorage {
  const client = new S3Client({
    region: config.S3_REGION,
    forcePathStyle: true,
    // Plain signed bodies: many S3-compatible servers do not understand the SDK's default aws-chunked
    // trailing checksums (they would store the chunk framing as the object's bytes).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
  const Bucket = config.S3_BUCKET;
  return {
    kind: 's3',
    async putFile(key, sourcePath, size) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertKey(key), Body: createReadStream(sourcePath), ContentLength: size }));
      await unlink(sourcePath);
    },
    async get(key, range) {
      const out = await client.send(
        new GetObjectCommand({ Bucket, Key: assertKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return out.Body as Readable;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}

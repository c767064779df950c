/** The parts of s3rver (a local S3-compatible server, tests only) that s3.test.ts uses; it ships no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string; configs: unknown[] }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

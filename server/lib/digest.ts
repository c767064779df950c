import { createHash } from 'node:crypto';

/** SHA-256 of a string, base64url (cache keys, content addresses). */
export const sha256Base64url = (data: string) => createHash('sha256').update(data).digest('base64url');

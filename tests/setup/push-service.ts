/**
 * A local push service for tests: a browser-like key pair and auth secret, an HTTP endpoint that records
 * what the application server POSTs, and an independent RFC 8291 decryptor and RFC 8292 VAPID checker
 * written on node:crypto (not on the library under test).
 */
import { createECDH, createDecipheriv, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188: decrypt a single-record aes128gcm push message body. */
export function decryptPushBody(body: Buffer, ua: { privateKey: Buffer; publicKey: Buffer }, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (record.length > rs) throw new Error(`record of ${record.length} bytes exceeds rs ${rs}`);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ua.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.publicKey, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record padding delimiter 0x02');
  return padded.subarray(0, end);
}

/** RFC 8292: `Authorization: vapid t=<ES256 JWT>, k=<P-256 public key>`; returns the verified claims. */
export async function verifyVapid(authorization: string | undefined, endpoint: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const pub = Buffer.from(k, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33).toString('base64url') },
    'ES256',
  );
  if (decodeProtectedHeader(jwt).alg !== 'ES256') throw new Error('VAPID JWT must be ES256');
  const { payload } = await jwtVerify(jwt, key, { audience: new URL(endpoint).origin });
  return { claims: payload, publicKey: k };
}

export interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface LocalPushService {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: Received[];
  /** Status the endpoint answers with (201 by default; 410 simulates an expired subscription). */
  status: number;
  decrypt(body: Buffer): string;
  close(): Promise<void>;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const ecdh: ECDH = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const received: Received[] = [];
  const svc = { status: 201 } as LocalPushService;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = svc.status;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return Object.assign(svc, {
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    received,
    decrypt: (body: Buffer) => decryptPushBody(body, { privateKey: ecdh.getPrivateKey(), publicKey }, authSecret).toString('utf8'),
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}

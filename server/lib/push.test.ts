import { createECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decryptPushBody } from '../../tests/setup/push-service.ts';
import { encodePushPayload, MAX_PUSH_PAYLOAD_BYTES } from './push.ts';

// RFC 8291 Appendix A, verbatim.
const RFC = {
  plaintext: 'When I grow up, I want to be a watermelon',
  asPublic: 'BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8',
  asPrivate: 'yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw',
  uaPublic: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  uaPrivate: 'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
  authSecret: 'BTBZMqHH6r4Tts7J_aSIgg',
  salt: 'DGv6ra1nlYgDCS1FRnbzlw',
  body:
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27ml' +
    'mlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPT' +
    'pK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
};
const b = (s: string) => Buffer.from(s, 'base64url');

describe('RFC 8291 message encryption', () => {
  it("web-push's encryption (http_ece, aes128gcm) reproduces the Appendix A body byte for byte", () => {
    const ece = createRequire(import.meta.url)('http_ece') as {
      encrypt(buf: Buffer, opts: Record<string, unknown>): Buffer;
    };
    const sender = createECDH('prime256v1');
    sender.setPrivateKey(b(RFC.asPrivate));
    expect(sender.getPublicKey().toString('base64url')).toBe(RFC.asPublic);
    const out = ece.encrypt(Buffer.from(RFC.plaintext), {
      version: 'aes128gcm',
      dh: RFC.uaPublic,
      privateKey: sender,
      salt: RFC.salt,
      authSecret: RFC.authSecret,
      rs: 4096,
    });
    expect(out.toString('base64url')).toBe(RFC.body);
  });

  it('the test push service decrypts the Appendix A body to the plaintext', () => {
    const plain = decryptPushBody(b(RFC.body), { privateKey: b(RFC.uaPrivate), publicKey: b(RFC.uaPublic) }, b(RFC.authSecret));
    expect(plain.toString('utf8')).toBe(RFC.plaintext);
  });

  it('rejects a tampered body', () => {
    const body = b(RFC.body);
    body[body.length - 20]! ^= 1;
    expect(() => decryptPushBody(body, { privateKey: b(RFC.uaPrivate), publicKey: b(RFC.uaPublic) }, b(RFC.authSecret))).toThrow();
  });
});

describe('push payload size', () => {
  it('keeps the JSON under the record limit by shortening the body and dropping a large image', () => {
    const json = encodePushPayload({
      id: 'ntf_1',
      group: 'user',
      title: 'Big',
      body: 'x'.repeat(10_000),
      image: `data:image/png;base64,${'A'.repeat(5000)}`,
      action: '/dashboard',
      createdAt: new Date().toISOString(),
    });
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MAX_PUSH_PAYLOAD_BYTES);
    const parsed = JSON.parse(json);
    expect(parsed.image).toBeNull();
    expect(parsed.body.endsWith('…')).toBe(true);
    expect(parsed.title).toBe('Big');
  });
});

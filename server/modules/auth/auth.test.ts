import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { deviceCodes } from '../../db/schema/index.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../lib/auth/jwt.ts';
import { hashDeviceCode, normalizeUserCode, USER_CODE_ALPHABET } from './device.repo.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

describe('access tokens (JWT)', () => {
  it('rejects tampered, alg none, expired, wrong-audience, wrong-type and foreign-key tokens with 401', async () => {
    const user = await t.createUser();
    const good = await t.tokenFor(user.id);
    expect((await t.call('POST', '/v1/auth/token/verify', { token: good })).status).toBe(200);

    const [h, p, s] = good.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'usr_someone_else' })).toString('base64url');
    const flipped = `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    const none = new UnsecuredJWT({ typ: 'access' })
      .setSubject(user.id)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime('5m')
      .encode();
    const noneWithSig = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.${s}`;
    const hs256 = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(JSON.stringify(t.keys.jwt.publicJwk)));
    const sign = (aud: string, exp: number | string, typ = 'access') =>
      new SignJWT({ typ })
        .setProtectedHeader({ alg: 'EdDSA', kid: t.keys.jwt.kid })
        .setSubject(user.id)
        .setAudience(aud)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
        .setExpirationTime(exp)
        .sign(t.keys.jwt.privateKey);
    const bad = {
      tampered: `${h}.${tamperedPayload}.${s}`,
      badSignature: `${h}.${p}.${flipped}`,
      none,
      noneWithSig,
      hs256,
      expired: await sign(TOKEN_AUDIENCE, Math.floor(Date.now() / 1000) - 60),
      wrongAudience: await sign('another-service', '5m'),
      wrongType: await sign(TOKEN_AUDIENCE, '5m', 'refresh'),
    };
    for (const [name, token] of Object.entries(bad)) {
      const verify = await t.call('POST', '/v1/auth/token/verify', { token });
      expect(verify.status, name).toBe(401);
      expect((await t.call('GET', '/v1/projects', { token })).status, name).toBe(401);
    }
  });

  it('verify answers the claims and whether the token may act on a project; another project is not allowed', async () => {
    const user = await t.createUser();
    const stranger = await t.createUser();
    const project = await t.createProject(user.id);
    const foreign = await t.createProject(stranger.id);
    const twoFactor = await t.createProject(stranger.id, { requireTwoFactor: true });
    await t.addMember(twoFactor.id, user.id);
    const token = await t.tokenFor(user.id);
    const mine = await t.call('POST', `/v1/auth/token/verify?project=${project.id}`, { token });
    expect(mine.status).toBe(200);
    expect(mine.body.claims).toMatchObject({ sub: user.id, aud: TOKEN_AUDIENCE, typ: 'access' });
    expect(mine.body.project).toMatchObject({ id: project.id, allowed: true, role: 'owner' });
    expect(mine.body.project.permissions.length).toBeGreaterThan(0);
    const theirs = await t.call('POST', `/v1/auth/token/verify?project=${foreign.id}`, { token });
    expect(theirs.body.project).toMatchObject({ allowed: false, reason: 'PROJECT_NOT_FOUND', permissions: [] });
    const needs2fa = await t.call('POST', `/v1/auth/token/verify?project=${twoFactor.id}`, { token });
    expect(needs2fa.body.project).toMatchObject({ allowed: false, reason: 'TWO_FACTOR_REQUIRED' });
    expect((await t.call('POST', '/v1/auth/token/verify')).status).toBe(401);
  });

  it('publishes the verification key (JWKS) without the private part', async () => {
    const res = await t.call('GET', '/v1/auth/.well-known/jwks.json');
    expect(res.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', kid: t.keys.jwt.kid });
    expect(res.body.keys[0].d).toBeUndefined();
  });
});

describe('device authorization grant (RFC 8628) with a standard OAuth client (oauth4webapi)', () => {
  const as: oauth.AuthorizationServer = {
    issuer: 'http://localhost:8080',
    device_authorization_endpoint: 'http://localhost:8080/v1/auth/device/code',
    token_endpoint: 'http://localhost:8080/v1/auth/token',
  };
  const client: oauth.Client = { client_id: 'factory-printer' };
  const options = () => ({
    [oauth.allowInsecureRequests]: true,
    [oauth.customFetch]: (url: string, init: RequestInit) => t.app.request(new URL(url).pathname, init as RequestInit),
  });
  const poll = async (deviceCode: string) => {
    const res = await oauth.deviceCodeGrantRequest(as, client, oauth.None(), deviceCode, options() as never);
    return oauth.processDeviceCodeResponse(as, client, res);
  };
  const expectOAuthError = async (p: Promise<unknown>, error: string) => {
    const err = await p.then(
      () => null,
      (e) => e,
    );
    expect(err).toBeInstanceOf(oauth.ResponseBodyError);
    expect((err as oauth.ResponseBodyError).error).toBe(error);
  };
  /** Pretend the device waited its interval. */
  const waitInterval = (deviceCode: string) =>
    t.db
      .update(deviceCodes)
      .set({ lastPolledAt: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(deviceCodes.id, hashDeviceCode(deviceCode)));

  it('device code → pending → slow_down → user approves → token; the device code then is spent', async () => {
    const user = await t.createUser();
    const res = await oauth.deviceAuthorizationRequest(as, client, oauth.None(), new URLSearchParams(), options() as never);
    const auth = await oauth.processDeviceAuthorizationResponse(as, client, res);
    expect(auth.interval).toBe(5);
    expect(auth.expires_in).toBe(600);
    expect(auth.verification_uri).toBe('http://localhost:8080/device');
    expect(auth.user_code).toMatch(new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`));
    expect(auth.verification_uri_complete).toBe(`http://localhost:8080/auth/${auth.user_code}`);

    await expectOAuthError(poll(auth.device_code), 'authorization_pending');
    await expectOAuthError(poll(auth.device_code), 'slow_down');
    const [row] = await t.db
      .select()
      .from(deviceCodes)
      .where(eq(deviceCodes.id, hashDeviceCode(auth.device_code)));
    expect(row!.intervalS).toBe(10);

    const session = await t.signIn(user);
    const wrong = await t.call('POST', '/v1/auth/device/authorize', { session, body: { user_code: 'BBBB-BBBB', approve: true } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.user_code).toBeDefined();
    const approved = await t.call('POST', '/v1/auth/device/authorize', {
      session,
      body: { user_code: auth.user_code.toLowerCase().replace('-', ' '), approve: true },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', clientId: 'factory-printer' });

    await waitInterval(auth.device_code);
    const tokens = await poll(auth.device_code);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(300);
    const me = await t.call('POST', '/v1/auth/token/verify', { token: tokens.access_token });
    expect(me.body.claims.sub).toBe(user.id);

    await waitInterval(auth.device_code);
    await expectOAuthError(poll(auth.device_code), 'invalid_grant');
    // A decided user code cannot be decided again.
    expect(
      (await t.call('POST', '/v1/auth/device/authorize', { session, body: { user_code: auth.user_code, approve: false } })).status,
    ).toBe(422);
  });

  it('denied → access_denied; expired → expired_token; anonymous approval → 401', async () => {
    const user = await t.createUser();
    const session = await t.signIn(user);
    const start = async () =>
      oauth.processDeviceAuthorizationResponse(
        as,
        client,
        await oauth.deviceAuthorizationRequest(as, client, oauth.None(), {}, options() as never),
      );
    const denied = await start();
    expect((await t.call('POST', '/v1/auth/device/authorize', { body: { user_code: denied.user_code, approve: true } })).status).toBe(401);
    await t.call('POST', '/v1/auth/device/authorize', {
      token: await t.tokenFor(user.id),
      body: { user_code: denied.user_code, approve: false },
    });
    await expectOAuthError(poll(denied.device_code), 'access_denied');

    const expired = await start();
    await t.db
      .update(deviceCodes)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(deviceCodes.id, hashDeviceCode(expired.device_code)));
    await expectOAuthError(poll(expired.device_code), 'expired_token');
    expect(
      (await t.call('POST', '/v1/auth/device/authorize', { session, body: { user_code: expired.user_code, approve: true } })).status,
    ).toBe(422);
  });

  it('takes JSON too; a missing client_id or unknown field is a 422', async () => {
    const json = await t.call('POST', '/v1/auth/device/code', { body: { client_id: 'kiosk' } });
    expect(json.status).toBe(200);
    expect(json.body.interval).toBe(5);
    expect((await t.call('POST', '/v1/auth/device/code', { body: {} })).status).toBe(422);
    expect((await t.call('POST', '/v1/auth/device/code', { body: { client_id: 'kiosk', extra: 1 } })).status).toBe(422);
    const form = await t.app.request('/v1/auth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=a&password=b',
    });
    expect(form.status).toBe(422);
  });

  it('normalizes user codes and refuses ones outside the alphabet', () => {
    expect(normalizeUserCode('bcdf-ghjk')).toBe('BCDFGHJK');
    expect(normalizeUserCode('ABCD-EFGH')).toBeNull();
    expect(normalizeUserCode('BCDF')).toBeNull();
  });
});

/** Plain-fetch API helpers for tests that talk to real server processes (cluster, faults, bench). */
import { randomBytes } from 'node:crypto';

const JSON_HEADERS = { 'content-type': 'application/json' };
export const PASSWORD = 'a long enough cluster test password';

export interface Session {
  email: string;
  cookie: string;
  csrf: string;
}

export async function signUp(base: string, email = `u-${randomBytes(5).toString('hex')}@example.com`): Promise<Session> {
  const created = await fetch(`${base}/omnis/v3/dashboard/user/create`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (created.status !== 201) throw new Error(`sign-up answered ${created.status}: ${await created.text()}`);
  return login(base, email);
}

export async function login(base: string, email: string, password = PASSWORD): Promise<Session> {
  const res = await tryLogin(base, email, password);
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
  return { email, cookie: cookies.join('; '), csrf };
}

export function tryLogin(base: string, email: string, password: string) {
  return fetch(`${base}/omnis/v3/dashboard/user/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
}

export function sessionHeaders(s: Session): Record<string, string> {
  return { cookie: s.cookie, 'x-csrf-token': s.csrf };
}

/** A bearer token for the session (authorization code → /v1/auth/token), as the app does. */
export async function bearerFor(base: string, s: Session): Promise<string> {
  const code = await fetch(`${base}/omnis/v3/dashboard/user/token`, { method: 'POST', headers: sessionHeaders(s) });
  if (code.status !== 200) throw new Error(`token code answered ${code.status}`);
  const exchanged = await fetch(`${base}/v1/auth/token`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ type: 'authorization_code', code: ((await code.json()) as { token: string }).token }),
  });
  if (exchanged.status !== 200) throw new Error(`token exchange answered ${exchanged.status}`);
  return ((await exchanged.json()) as { token: string }).token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function createProject(base: string, token: string, name: string): Promise<Response> {
  return fetch(`${base}/v1/projects`, { method: 'POST', headers: { ...JSON_HEADERS, ...bearer(token) }, body: JSON.stringify({ name }) });
}

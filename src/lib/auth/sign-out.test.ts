import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const logout = vi.fn();
vi.mock('./session-api.ts', () => ({ logout: () => logout() }));
vi.mock('./session-reset.ts', () => ({ resetClientState: async () => void calls.push('reset') }));
vi.mock('../projects/active-project.ts', () => ({ resetActiveProject: () => calls.push('project reset') }));
const { signOut } = await import('./sign-out.ts');
const { tokenManager } = await import('./token.ts');

describe('log out (000 §4): the one signOut()', () => {
  beforeEach(() => {
    calls.length = 0;
    logout.mockReset();
  });

  it('calls the server, drops the access token from memory, clears every store and goes to /login/', async () => {
    // The real token manager holding a valid access token: after sign-out it must not be in memory.
    const now = Math.floor(Date.now() / 1000);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    tokenManager.accept(`${b64({ alg: 'none' })}.${b64({ iat: now, exp: now + 3600 })}.sig`);
    expect(tokenManager.needsRefresh()).toBe(false);
    logout.mockImplementation(async () => void calls.push('server'));
    const navigate = vi.fn(async (o: { to: string }) => void calls.push(`go ${o.to}`));
    await signOut(navigate);
    expect(calls).toEqual(['server', 'reset', 'project reset', 'go /login']);
    expect(tokenManager.needsRefresh()).toBe(true);
    expect(tokenManager.remainingMs()).toBe(0);
  });

  it('still clears and goes to /login/ when the server call fails', async () => {
    logout.mockRejectedValue(new Error('offline'));
    const navigate = vi.fn(async (o: { to: string }) => void calls.push(`go ${o.to}`));
    await signOut(navigate);
    expect(calls).toEqual(['reset', 'project reset', 'go /login']);
  });
});

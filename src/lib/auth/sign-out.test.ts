import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const logout = vi.fn();
vi.mock('./session-api.ts', () => ({ logout: () => logout() }));
vi.mock('./session-reset.ts', () => ({ resetClientState: async () => void calls.push('reset') }));
vi.mock('./token.ts', () => ({ tokenManager: { clear: () => calls.push('token cleared') } }));
const { signOut } = await import('./sign-out.ts');

describe('log out (000 §4)', () => {
  beforeEach(() => {
    calls.length = 0;
    logout.mockReset();
  });

  it('calls the server, clears every client store and goes to /login/', async () => {
    logout.mockImplementation(async () => void calls.push('server'));
    const navigate = vi.fn(async (o: { to: string }) => void calls.push(`go ${o.to}`));
    await signOut(navigate);
    expect(calls).toEqual(['server', 'token cleared', 'reset', 'go /login']);
  });

  it('still clears and goes to /login/ when the server call fails', async () => {
    logout.mockRejectedValue(new Error('offline'));
    const navigate = vi.fn(async (o: { to: string }) => void calls.push(`go ${o.to}`));
    await signOut(navigate);
    expect(calls).toEqual(['token cleared', 'reset', 'go /login']);
  });
});

/** The app's token manager instance, wired into the API client. */
import { api, rawFetch, setTokenProvider } from '../api/client.ts';
import { TokenManager } from './token-manager.ts';

let onUnauthenticated: () => void = () => {};
export function setUnauthenticatedHandler(fn: () => void) {
  onUnauthenticated = fn;
}

export const tokenManager = new TokenManager({
  async fetchToken() {
    const { token: code } = await rawFetch<{ token: string }>('/omnis/v3/dashboard/user/token', {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-CSRF-TOKEN': document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '' },
    });
    const { token } = await api<{ token: string }>('/v1/auth/token', {
      method: 'POST',
      body: { type: 'authorization_code', code },
    });
    return token;
  },
  async refreshCsrf() {
    // A valid session without (or with another session's) CSRF cookie gets it re-issued on this call.
    await rawFetch('/omnis/v3/dashboard/user', { credentials: 'include' });
  },
  onUnauthenticated: () => onUnauthenticated(),
});

setTokenProvider(() => tokenManager.getToken());

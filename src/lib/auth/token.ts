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
  onUnauthenticated: () => onUnauthenticated(),
});

setTokenProvider(() => tokenManager.getToken());

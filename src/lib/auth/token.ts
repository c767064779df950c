/** The app's token manager instance, wired into the API client. */
import { rawFetch, setTokenProvider } from '../api/client.ts';
import type { ResponseOf } from '../api/call.ts';
import { postAuthToken } from '../api/generated/ops/postAuthToken.ts';
import { TokenManager } from './token-manager.ts';

let onUnauthenticated: () => void = () => {};
export function setUnauthenticatedHandler(fn: () => void) {
  onUnauthenticated = fn;
}

export const tokenManager = new TokenManager({
  async fetchToken() {
    // Raw: the token manager needs the unmapped status of this call (401/419 end the session).
    const { token: code } = await rawFetch<ResponseOf<'/omnis/v3/dashboard/user/token', 'post'>>('/omnis/v3/dashboard/user/token', {
      method: 'POST',
      credentials: 'include',
      headers: { 'X-CSRF-TOKEN': document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '' },
    });
    const { token } = await postAuthToken({ body: { type: 'authorization_code', code } });
    return token;
  },
  async refreshCsrf() {
    // A valid session without (or with another session's) CSRF cookie gets it re-issued on this call.
    await rawFetch('/omnis/v3/dashboard/user', { credentials: 'include' });
  },
  onUnauthenticated: () => onUnauthenticated(),
});

setTokenProvider(() => tokenManager.getToken());

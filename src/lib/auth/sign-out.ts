/**
 * Log out (spec 000 §4): call the server, clear every client store, go to `/login/` — even when the call
 * fails (offline, session already gone).
 */
import { resetClientState } from './session-reset.ts';
import { logout } from './session-api.ts';
import { tokenManager } from './token.ts';

export async function signOut(navigate: (opts: { to: string }) => unknown) {
  try {
    await logout();
  } catch {
    // Signed out locally all the same.
  }
  tokenManager.clear();
  await resetClientState();
  await navigate({ to: '/login' });
}

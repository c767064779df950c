/**
 * The one log out (spec 000 §4): call the server, drop the access token, clear every client store and the
 * active project, go to `/login/` — even when the call fails (offline, session already gone).
 * Without a router `navigate`, the page is reloaded at `/login/` (nothing of the user survives in memory).
 */
import { resetActiveProject } from '../projects/active-project.ts';
import { logout } from './session-api.ts';
import { resetClientState } from './session-reset.ts';
import { tokenManager } from './token.ts';

type Navigate = (opts: { to: string }) => unknown;
const reload: Navigate = ({ to }) => window.location.assign(`${to}/`);

export async function signOut(navigate: Navigate = reload) {
  try {
    await logout();
  } catch {
    // Signed out locally all the same.
  }
  tokenManager.clear();
  await resetClientState();
  resetActiveProject();
  await navigate({ to: '/login' });
}

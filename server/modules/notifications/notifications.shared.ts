/** Helpers shared by the notifications handlers (handlers/). */
import { unprocessable } from '../../lib/errors.ts';

export const CACHE = 'private, no-cache';

/** Push services speak https; plain http is accepted only for a loopback endpoint outside production. */
export function checkEndpoint(endpoint: string, production: boolean) {
  const url = new URL(endpoint);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:' && (!loopback || !production)) return;
  if (url.protocol === 'http:' && loopback && !production) return;
  throw unprocessable({ 'subscription.endpoint': ['The push endpoint must be an https URL of a push service.'] });
}

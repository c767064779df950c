/**
 * The allowed-hostname check of spec 000 §2: the browser must be on our own hosts, a local host, one of the
 * platform's domains or a tunnel host; anywhere else it is sent to the platform's first domain or our default.
 */
export const OWN_HOSTS = ['shopfloor.app', '.shopfloor.app'];
export const TUNNEL_HOSTS = ['.ngrok.io', '.ngrok-free.app', '.ngrok.app', '.trycloudflare.com', '.loca.lt', '.devtunnels.ms'];
export const DEFAULT_HOST = 'app.shopfloor.app';

const matches = (host: string, pattern: string) => (pattern.startsWith('.') ? host.endsWith(pattern) : host === pattern);

export function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(host) || host === '[::1]' || host === '0.0.0.0';
}

export function isAllowedHost(hostname: string, platformDomains: readonly string[] = []): boolean {
  const host = hostname.toLowerCase();
  return (
    isLocalHost(host) ||
    OWN_HOSTS.some((p) => matches(host, p)) ||
    TUNNEL_HOSTS.some((p) => matches(host, p)) ||
    platformDomains.some((d) => d.toLowerCase() === host)
  );
}

/** Where to send a browser on a foreign host: same path on the platform's first domain, else the default. */
export function allowedHostRedirect(
  location: { hostname: string; pathname: string; search: string; hash: string },
  platformDomains: readonly string[] = [],
) {
  if (isAllowedHost(location.hostname, platformDomains)) return null;
  const host = platformDomains[0] ?? DEFAULT_HOST;
  return `https://${host}${location.pathname}${location.search}${location.hash}`;
}

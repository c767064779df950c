import { describe, expect, it } from 'vitest';
import { allowedHostRedirect, isAllowedHost } from './hosts.ts';

describe('allowed hostnames', () => {
  it('allows our hosts, local hosts, tunnels and the platform domains', () => {
    for (const h of ['localhost', '127.0.0.1', 'shop.localhost', 'app.shopfloor.app', 'abc.ngrok-free.app', 'x.trycloudflare.com']) {
      expect(isAllowedHost(h)).toBe(true);
    }
    expect(isAllowedHost('print.acme.test', ['print.acme.test'])).toBe(true);
    expect(isAllowedHost('evil.test', ['print.acme.test'])).toBe(false);
    expect(isAllowedHost('shopfloor.app.evil.test')).toBe(false);
  });
  it("redirects elsewhere to the platform's first domain, else the default host", () => {
    const loc = { hostname: 'evil.test', pathname: '/dashboard', search: '?project=p1', hash: '#x' };
    expect(allowedHostRedirect(loc, ['print.acme.test', 'acme.test'])).toBe('https://print.acme.test/dashboard?project=p1#x');
    expect(allowedHostRedirect(loc)).toBe('https://app.shopfloor.app/dashboard?project=p1#x');
    expect(allowedHostRedirect({ ...loc, hostname: 'localhost' })).toBeNull();
  });
});

/**
 * The DNS provider behind domain verification: TXT records through `node:dns` with a configurable resolver
 * (`DNS_SERVERS`, e.g. `127.0.0.1:5353` in tests against a local dns2 server; the system's resolvers otherwise).
 * Short timeouts: a check answers within a few seconds even when the network is away.
 */
import { Resolver } from 'node:dns/promises';

export interface TxtResolver {
  /** The TXT strings at `name` (each record's chunks joined); [] when there is no such record or name. */
  txt(name: string): Promise<string[]>;
}

export class TxtLookupError extends Error {}

export function dnsResolver(servers: string | undefined): TxtResolver {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  const list = (servers ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length) resolver.setServers(list);
  return {
    async txt(name) {
      try {
        return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
        throw new TxtLookupError(`The DNS lookup failed (${code ?? 'error'}). We will try again.`);
      }
    },
  };
}

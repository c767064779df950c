/**
 * A local DNS server for tests (dns2 2.1.0, in process, UDP on 127.0.0.1): answers TXT records the test sets,
 * NXDOMAIN for any other name. The server under test resolves through it with `DNS_SERVERS=<address>`.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// dns2 ships no types; the few members used here are typed below.
const dns2 = require('dns2') as {
  createServer(opts: { udp: boolean; handle: (req: DnsRequest, send: (res: DnsResponse) => void) => void }): {
    listen(o: { udp: { port: number; address: string } }): Promise<{ udp: { port: number } }>;
    close(): Promise<void>;
  };
  Packet: { TYPE: { TXT: number }; CLASS: { IN: number }; createResponseFromRequest(req: DnsRequest): DnsResponse };
};
interface DnsRequest {
  questions: { name: string; type: number }[];
}
interface DnsResponse {
  header: { rcode: number };
  answers: unknown[];
}

export async function startDnsServer() {
  const records = new Map<string, string[]>();
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle(request, send) {
      const response = Packet.createResponseFromRequest(request);
      const [q] = request.questions;
      const values = q ? records.get(q.name.toLowerCase()) : undefined;
      if (!q || !values)
        response.header.rcode = 3; // NXDOMAIN
      else if (q.type === Packet.TYPE.TXT)
        for (const data of values) response.answers.push({ name: q.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data });
      send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp.port}`,
    setTxt: (name: string, values: string[]) => records.set(name.toLowerCase(), values),
    clear: () => records.clear(),
    close: () => server.close(),
  };
}

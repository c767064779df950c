/** Shared set-up of the billing API tests. */
import { inflateSync } from 'node:zlib';
import type { TestServer } from '../../../tests/setup/server.ts';

export const COMPANY = {
  companyName: 'Acme Prints Ltd',
  addressLine1: '1 Market Street',
  city: 'Dublin',
  postalCode: 'D01 F5P2',
  country: 'IE',
  taxId: 'IE1234567T',
  email: 'billing@acme.test',
  currency: 'EUR',
};

/** An owner with a project whose company is set up; `q` is `?project=…`. */
export async function billingProject(t: TestServer, opts: { company?: boolean; plan?: string } = {}) {
  const owner = await t.createUser();
  const project = await t.createProject(owner.id, { planCode: opts.plan ?? 'starter' });
  const token = await t.tokenFor(owner.id);
  const q = `project=${project.id}`;
  const call = (method: string, path: string, body?: unknown) =>
    t.call(method, `/v1/billing${path}${path.includes('?') ? '&' : '?'}${q}`, { token, ...(body !== undefined ? { body } : {}) });
  if (opts.company !== false) {
    const res = await call('PATCH', '', COMPANY);
    if (res.status !== 200) throw new Error(`company setup failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { owner, project, token, q, call };
}

export type BillingCtx = Awaited<ReturnType<typeof billingProject>>;

/** Add an active card through the test provider's form, as the app does. */
export async function addCard(t: TestServer, b: BillingCtx, number = '4242424242424242', exp?: { month: number; year: number }) {
  const created = await b.call('POST', '/payment-methods', { vendor: 'test' });
  if (created.status !== 201) throw new Error(`setup failed: ${created.status} ${JSON.stringify(created.body)}`);
  const now = new Date();
  const form = await t.call('POST', '/v1/billing/test-provider/confirm', {
    body: {
      clientSecret: created.body.clientSecret,
      number,
      expMonth: exp?.month ?? 12,
      expYear: exp?.year ?? now.getUTCFullYear() + 3,
      cvc: '123',
    },
  });
  if (form.status !== 200) throw new Error(`form failed: ${form.status} ${JSON.stringify(form.body)}`);
  return {
    id: created.body.id as string,
    confirm: () => b.call('PATCH', `/payment-methods/${created.body.id}`, { token: form.body.token }),
  };
}

/** WinAnsi bytes → text (Node's TextDecoder drops 0x80–0x9f here, so the few we print are mapped by hand). */
const CP1252: Record<number, string> = { 128: '€', 145: '‘', 146: '’', 147: '“', 148: '”', 149: '•', 150: '–', 151: '—' };
const cp1252 = (bytes: Buffer) => [...bytes].map((b) => CP1252[b] ?? String.fromCharCode(b)).join('');

/** The text drawn on a pdfkit PDF: inflate the content streams and decode the hex strings of each TJ/Tj. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    const header = raw.slice(Math.max(0, m.index - 200), m.index);
    let body = Buffer.from(raw.slice(start, end), 'latin1');
    if (header.includes('FlateDecode')) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    const content = body.toString('latin1');
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = tj[1] !== undefined ? [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [tj[2]!];
      out.push(hexes.map((h) => cp1252(Buffer.from(h, 'hex'))).join(''));
    }
  }
  return out.join('\n');
}

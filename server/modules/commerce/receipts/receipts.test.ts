import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../../tests/setup/server.ts';
import { drainJobs } from '../../../lib/jobs.ts';
import { logger } from '../../../lib/logger.ts';
import { createMailer } from '../../../lib/mail.ts';
import { shop } from '../orders.test.support.ts';
import { winAnsi } from './receipt-pdf.ts';
import { useReceiptMailer } from './receipts.jobs.ts';

let t: TestServer;
const outbox = mkdtempSync(join(tmpdir(), 'receipts-'));
beforeAll(async () => {
  t = await setupTestServer();
  useReceiptMailer(createMailer({ from: 'Shop <shop@example.com>', dataDir: outbox, log: logger }));
});
afterAll(() => {
  useReceiptMailer(null);
});

describe('receipts', () => {
  it('answers the receipt as HTML in JSON, with the text escaped', async () => {
    const s = await shop(t);
    const o = (
      await s.createOrder({ lines: [{ productName: '<script>alert(1)</script> Mug', quantity: 2, unitPrice: 1250 }], shippingTotal: 0 })
    ).body;
    const res = await t.call('GET', `${s.base}/${o.id}/receipt?${s.q}`, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.receipt).toMatchObject({
      orderId: o.id,
      number: '#1001',
      email: 'anna@example.com',
      subject: `Your receipt for order #1001 from ${s.platform.name}`,
    });
    expect(res.body.receipt.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Mug');
    expect(res.body.receipt.html).not.toContain('<script>');
    expect(res.body.receipt.html).toContain('€25.00');
  });

  it('renders a PDF (format=pdf), also for text outside Latin-1', async () => {
    const s = await shop(t);
    const o = (
      await s.createOrder({
        customer: { email: 'jiri@example.com', firstName: 'Jiří', lastName: 'Łukasiewicz' },
        lines: [{ productName: 'Футболка 東京 Straße œuvre “quoted” – Ő', quantity: 1, unitPrice: 1999 }],
      })
    ).body;
    const res = await t.app.request(`${s.base}/${o.id}/receipt?${s.q}&format=pdf`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('receipt-1001.pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    expect(winAnsi('Футболка 東京 Straße œuvre “quoted” – Ő Łódź')).toBe('???????? ?? Straße œuvre “quoted” – O Lódz');
    const bad = await t.call('GET', `${s.base}/${o.id}/receipt?${s.q}&format=docx`, { token: s.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.format).toBeDefined();
  });

  it('send queues a job that mails the receipt with the PDF attached into the outbox; the timeline records both', async () => {
    const s = await shop(t);
    const o = (await s.createOrder()).body;
    const res = await t.call('POST', `${s.base}/${o.id}/receipt/send?${s.q}`, { token: s.token, body: { email: 'Accounts@Example.com' } });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: true, email: 'accounts@example.com' });
    const queued = await t.call('GET', `${s.base}/${o.id}?${s.q}`, { token: s.token });
    expect(queued.body.timeline.map((e: { type: string }) => e.type)).toContain('receipt_queued');
    expect(queued.body.timeline.map((e: { type: string }) => e.type)).not.toContain('receipt_sent');
    await drainJobs(t.database, logger);
    const dir = join(outbox, 'outbox');
    const files = readdirSync(dir).filter((f) => f.includes('accounts@example.com'));
    const json = JSON.parse(readFileSync(join(dir, files.find((f) => f.endsWith('.json'))!), 'utf8'));
    expect(json).toMatchObject({ to: 'accounts@example.com', subject: `Your receipt for order #1001 from ${s.platform.name}` });
    expect(json.attachments).toEqual([{ filename: 'receipt-1001.pdf', contentType: 'application/pdf', size: expect.any(Number) }]);
    const eml = readFileSync(join(dir, files.find((f) => f.endsWith('.eml'))!), 'utf8');
    expect(eml).toContain('filename=receipt-1001.pdf');
    expect(eml).toContain('Content-Type: application/pdf');
    const sent = await t.call('GET', `${s.base}/${o.id}?${s.q}`, { token: s.token });
    const last = sent.body.timeline.at(-1);
    expect(last).toMatchObject({ type: 'receipt_sent', message: 'Receipt sent to accounts@example.com.', actor: { type: 'system' } });
    // Without a body email it goes to the order's.
    const own = await t.call('POST', `${s.base}/${o.id}/receipt/send?${s.q}`, { token: s.token, body: {} });
    expect(own.body.email).toBe('anna@example.com');
    const bad = await t.call('POST', `${s.base}/${o.id}/receipt/send?${s.q}`, { token: s.token, body: { email: 'nope' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toBeDefined();
  });
});

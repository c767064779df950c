/**
 * CSV import through the real multipart call and the job: separators, BOM, quoted fields, bad rows reported
 * with the rest imported, merge by email, idempotent re-import, and 100,000 rows (figures printed).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { drainJobs } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';

let t: TestServer;
let projectId: string;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await setupTestServer();
  const owner = await t.createUser();
  const other = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  await t.createProject(other.id);
  token = await t.tokenFor(owner.id);
  otherToken = await t.tokenFor(other.id);
});

async function upload(csv: string | Buffer, fields: Record<string, string> = {}, name = 'people.csv', as = token) {
  const form = new FormData();
  form.set('file', new File([csv], name, { type: 'text/csv' }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const res = await t.app.request(`/v1/mail/subscribers/import?project=${projectId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}
async function finished(id: string) {
  await drainJobs(t.database, logger);
  const res = await t.call('GET', `/v1/mail/subscribers/imports/${id}?project=${projectId}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

describe('subscriber import', () => {
  it('reads ; with a BOM and quoted fields, reports bad rows, imports the rest, merges by email, and is idempotent', async () => {
    const list = await t.call('POST', `/v1/mail/mailing-lists?project=${projectId}`, { token, body: { name: 'Imported' } });
    const csv =
      '\uFEFFE-mail;First name;Last name;Gender;City\n' +
      'a@example.com;Ann;"Smith; Jr.";f;Berlin\n' +
      'not-an-email;Bob;;;\n' +
      'B@Example.com;Bea;"Multi\nline";female;"Paris"\n' +
      'c@example.com;Cy;;robot;\n' +
      'a@example.com;;Smith-Jones;;\n';
    const res = await upload(csv, { mailingListId: list.body.id });
    expect(res.status).toBe(202);
    expect(res.body.status).toBe('queued');
    const done = await finished(res.body.id);
    expect(done).toMatchObject({ status: 'done', progress: 1, rowsRead: 5, created: 2, failed: 2 });
    expect(done.errors).toEqual([
      { row: 3, email: 'not-an-email', reason: 'The email address is not valid.' },
      expect.objectContaining({ row: 5, reason: expect.stringContaining('Gender') }),
    ]);
    const a = await t.call('GET', `/v1/mail/subscribers?project=${projectId}&search=a@example.com`, { token });
    expect(a.body.subscribers[0]).toMatchObject({
      email: 'a@example.com',
      firstName: 'Ann',
      lastName: 'Smith-Jones',
      gender: 'female',
      attributes: { City: 'Berlin' },
      consent: { source: 'import' },
      mailingListIds: [list.body.id],
    });
    const b = await t.call('GET', `/v1/mail/subscribers?project=${projectId}&search=b@example.com`, { token });
    expect(b.body.subscribers[0].lastName).toBe('Multi\nline');
    // the same file again changes nothing
    const again = await finished((await upload(csv, { mailingListId: list.body.id })).body.id);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, failed: 2 });
    // an unsubscribed person is not re-subscribed by an import
    await t.call('PUT', `/v1/mail/subscribers/${a.body.subscribers[0].id}?project=${projectId}`, {
      token,
      body: {
        email: 'a@example.com',
        firstName: 'Ann',
        lastName: 'Smith-Jones',
        gender: 'female',
        attributes: {},
        status: 'unsubscribed',
        mailingListIds: [],
      },
    });
    await finished((await upload('email,status\na@example.com,subscribed\n')).body.id);
    const after = await t.call('GET', `/v1/mail/subscribers?project=${projectId}&search=a@example.com`, { token });
    expect(after.body.subscribers[0].status).toBe('unsubscribed');
  });

  it('uses the column mapping and answers 422 for a bad upload; other projects get 404', async () => {
    const mapped = await finished(
      (await upload('Contact,Name\nmap@example.com,Max\n', { mapping: JSON.stringify({ Contact: 'email', Name: 'firstName' }) })).body.id,
    );
    expect(mapped).toMatchObject({ status: 'done', created: 1 });
    expect((await upload('', {}, 'empty.csv')).status).toBe(422);
    expect((await upload('a,b\n', { mapping: '{not json' })).status).toBe(422);
    expect((await upload('a,b\n', { mapping: JSON.stringify({ a: 'firstName' }) })).status).toBe(422);
    expect((await upload('a,b\n', { mailingListId: 'mlst_nope' })).status).toBe(422);
    const noFile = await t.app.request(`/v1/mail/subscribers/import?project=${projectId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(noFile.status).toBe(422);
    const theirs = await upload('email\nx@example.com\n', {}, 'x.csv', otherToken);
    expect(theirs.status).toBe(404);
    const broken = await finished((await upload('email,name\n"unclosed@example.com,x\n')).body.id);
    expect(broken.status).toBe('failed');
    expect(broken.message).toContain('not valid CSV');
  });

  it('imports 100,000 rows with bad ones among them (figures printed)', async () => {
    const lines = ['email,first_name,last_name,gender,score'];
    for (let i = 0; i < 100_000; i++)
      lines.push(i % 1000 === 7 ? `broken-${i},X,Y,,` : `big${i}@example.com,First${i},Last${i},${i % 2 ? 'male' : 'female'},${i % 97}`);
    const csv = `${lines.join('\n')}\n`;
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const start = performance.now();
    const res = await upload(csv, {}, 'big.csv');
    expect(res.status).toBe(202);
    const done = await finished(res.body.id);
    const seconds = (performance.now() - start) / 1000;
    clearInterval(timer);
    expect(done).toMatchObject({ status: 'done', rowsRead: 100_000, created: 99_900, failed: 100 });
    expect(done.errors[0]).toEqual({ row: 9, email: 'broken-7', reason: 'The email address is not valid.' });
    console.log(
      `import of 100,000 rows (${(csv.length / 1e6).toFixed(1)} MB): ${seconds.toFixed(1)} s, ${Math.round(100_000 / seconds)} rows/s, peak RSS +${Math.round((peak - rssBefore) / 1e6)} MB (test process: upload + job)`,
    );
    const again = performance.now();
    const second = await finished((await upload(csv, {}, 'big.csv')).body.id);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: 99_900, failed: 100 });
    console.log(`re-import of the same file (nothing changes): ${((performance.now() - again) / 1000).toFixed(1)} s`);
  }, 300_000);
});

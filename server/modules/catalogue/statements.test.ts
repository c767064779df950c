import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { generateCatalogue } from '../../db/seed/catalogue.ts';

let t: TestServer;
let projectId: string;
let otherProjectId: string;
let ownerToken: string;
let otherToken: string;
let memberToken: string;
const factories = [
  { id: 'prj_factory_a', name: 'Factory Alpha' },
  { id: 'prj_factory_b', name: 'Factory Beta' },
];

beforeAll(async () => {
  t = await setupTestServer();
  const owner = await t.createUser();
  const other = await t.createUser();
  projectId = (await t.createProject(owner.id)).id;
  otherProjectId = (await t.createProject(other.id)).id;
  const member = await t.createUser();
  await t.addMember(projectId, member.id, 'member');
  memberToken = await t.tokenFor(member.id);
  ownerToken = await t.tokenFor(owner.id);
  otherToken = await t.tokenFor(other.id);
  await generateCatalogue(t.database, projectId, { products: 10, factories, months: 12, fulfillmentsPerMonth: 6, seed: 3 });
  await generateCatalogue(t.database, otherProjectId, { products: 3, factories, months: 1, fulfillmentsPerMonth: 2, seed: 4 });
});

/** RFC 4180 rows (quoted cells with doubled quotes), enough to read our own export back. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endCell();
    else if (ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (ch !== '\r') cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const get = (path: string, token = ownerToken) => t.call('GET', path, { token });

describe('statements, fulfilments and transactions', () => {
  it('lists a year of statements per factory, newest period first, paged; totals equal their transactions', async () => {
    const seen: { id: string; periodStart: string; total: number; transactionCount: number }[] = [];
    let token: string | null = null;
    do {
      const res = await get(`/v1/gfn/statements?project=${projectId}&pageSize=5${token ? `&pageToken=${token}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.statements);
      token = res.body.nextPageToken;
    } while (token);
    expect(seen).toHaveLength(24);
    expect(seen.map((s) => s.periodStart)).toEqual([...seen.map((s) => s.periodStart)].sort().reverse());
    const s = seen[3]!;
    const one = await get(`/v1/gfn/statements/${s.id}?project=${projectId}`);
    expect(one.body).toMatchObject({ id: s.id, total: s.total });
    const sum = await t.db.execute<{ total: number; n: number }>(
      sql`select sum(amount)::int as total, count(*)::int as n from gfn_transactions where project_id = ${projectId} and statement_id = ${s.id}`,
    );
    expect(sum.rows[0]).toEqual({ total: s.total, n: s.transactionCount });
    const byNumber = await get(`/v1/gfn/statements?project=${projectId}&search=${encodeURIComponent('Factory Beta')}&pageSize=100`);
    expect(byNumber.body.statements).toHaveLength(12);
  });

  it("lists a statement's fulfilments and transactions; filters by fulfillmentId; searches", async () => {
    const statement = (await get(`/v1/gfn/statements?project=${projectId}&pageSize=1`)).body.statements[0];
    const f = await get(`/v1/gfn/transactions/fulfillments?project=${projectId}&statementId=${statement.id}&pageSize=100`);
    expect(f.status).toBe(200);
    expect(f.body.fulfillments).toHaveLength(statement.fulfillmentCount);
    const fulfillment = f.body.fulfillments[0];
    const tx = await get(`/v1/gfn/transactions?project=${projectId}&fulfillmentId=${fulfillment.id}&pageSize=100`);
    expect(tx.body.transactions.length).toBeGreaterThanOrEqual(2);
    expect(tx.body.transactions.reduce((s: number, x: { amount: number }) => s + x.amount, 0)).toBe(fulfillment.total);
    const ofStatement = await get(`/v1/gfn/transactions?project=${projectId}&statementId=${statement.id}&pageSize=100`);
    expect(ofStatement.body.transactions.every((x: { statementId: string }) => x.statementId === statement.id)).toBe(true);
    const shipping = await get(`/v1/gfn/transactions?project=${projectId}&search=dhl&pageSize=100`);
    expect(shipping.body.transactions.length).toBeGreaterThan(0);
    for (const x of shipping.body.transactions) expect(x.description).toMatch(/DHL/);
    const paged = await get(`/v1/gfn/transactions?project=${projectId}&pageSize=3`);
    const next = await get(`/v1/gfn/transactions?project=${projectId}&pageSize=3&pageToken=${paged.body.nextPageToken}`);
    expect(next.body.transactions[0].createdAt <= paged.body.transactions[2].createdAt).toBe(true);
    expect(next.body.transactions.map((x: { id: string }) => x.id)).not.toContain(paged.body.transactions[2].id);
  });

  it('exports the filtered transactions as formula-safe CSV with a header row', async () => {
    const statement = (await get(`/v1/gfn/statements?project=${projectId}&pageSize=1`)).body.statements[0];
    await t.db.execute(sql`insert into gfn_transactions (project_id, id, statement_id, fulfillment_id, type, description, sku, quantity, amount, currency, created_at)
      values (${projectId}, 'gtx_evil', ${statement.id}, null, 'adjustment', '=HYPERLINK("http://evil")', '+SKU', 1, -1250, 'EUR', ${statement.periodStart})`);
    const res = await t.call('POST', `/v1/gfn/transactions/export?project=${projectId}`, {
      token: ownerToken,
      body: { statementId: statement.id },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/transactions-\d{4}-\d\d-\d\d\.csv/);
    const rows: string[][] = parse(res.body as string);
    expect(rows[0]).toEqual([
      'Date',
      'Statement',
      'Factory',
      'Fulfillment',
      'Type',
      'Description',
      'SKU',
      'Quantity',
      'Currency',
      'Amount',
      'Transaction ID',
    ]);
    expect(rows).toHaveLength(statement.transactionCount + 2);
    const evil = rows.find((r) => r[10] === 'gtx_evil')!;
    expect(evil[5]).toBe(`'=HYPERLINK("http://evil")`);
    expect(evil[6]).toBe("'+SKU");
    expect(evil[9]).toBe('-12.50');
    const bad = await t.call('POST', `/v1/gfn/transactions/export?project=${projectId}`, {
      token: ownerToken,
      body: { statementId: statement.id, colour: 'red' },
    });
    expect(bad.status).toBe(422);
    const badDates = await t.call('POST', `/v1/gfn/transactions/export?project=${projectId}`, {
      token: ownerToken,
      body: { start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' },
    });
    expect(badDates.status).toBe(422);
    expect(badDates.body.errors.end).toBeDefined();
  });

  it('members read statements but may not export; an unknown statement is GFN_STATEMENT_NOT_FOUND', async () => {
    expect((await get(`/v1/gfn/statements?project=${projectId}`, memberToken)).status).toBe(200);
    const denied = await t.call('POST', `/v1/gfn/transactions/export?project=${projectId}`, { token: memberToken, body: {} });
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).toContain('gfn.transactions.export');
    const missing = await get(`/v1/gfn/statements/gst_nope?project=${projectId}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('GFN_STATEMENT_NOT_FOUND');
  });

  it('answers 404 for another project and its statements', async () => {
    const statement = (await get(`/v1/gfn/statements?project=${projectId}&pageSize=1`)).body.statements[0];
    expect((await get(`/v1/gfn/statements?project=${projectId}`, otherToken)).status).toBe(404);
    expect((await get(`/v1/gfn/statements/${statement.id}?project=${otherProjectId}`, otherToken)).status).toBe(404);
    expect((await get(`/v1/gfn/transactions?project=${otherProjectId}&statementId=${statement.id}`, otherToken)).body.transactions).toEqual(
      [],
    );
    const exp = await t.call('POST', `/v1/gfn/transactions/export?project=${projectId}`, { token: otherToken, body: {} });
    expect(exp.status).toBe(404);
  });
});

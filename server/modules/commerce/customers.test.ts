import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { customers } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { ensureStorefront } from './storefront.repo.ts';

let t: TestServer;
beforeAll(async () => {
  t = await setupTestServer();
});

type CustomerInsert = Partial<typeof customers.$inferInsert>;
type Dto = {
  id: string;
  email: string;
  firstName: string;
  lifetimeValue: number;
  totalOrderCount: number;
  lastPurchasedAt: string | null;
  createdAt: string;
};

let emailSeq = 0;
async function shop(name = 'Shop') {
  const owner = await t.createUser();
  const p = await t.createProject(owner.id, { name });
  const storefront = await ensureStorefront(t.db, p.id);
  const token = await t.tokenFor(owner.id);
  const base = `/v1/platform/${storefront.id}`;
  const q = `project=${p.id}`;
  async function addCustomers(rows: CustomerInsert[]) {
    const values = rows.map((r) => ({ projectId: p.id, id: newId('cus'), email: `c${emailSeq++}@example.com`, currency: 'EUR', ...r }));
    return t.db.insert(customers).values(values).returning();
  }
  const list = (query = '') => t.call('GET', `${base}/customers?${q}${query ? `&${query}` : ''}`, { token });
  /** Every page of a query, following nextPageToken. */
  async function all(query: string, pageSize = 3) {
    const out: Dto[] = [];
    let token: string | null = null;
    for (let i = 0; i < 100; i++) {
      const res = await list(`${query}&pageSize=${pageSize}${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      out.push(...res.body.customers);
      token = res.body.nextPageToken;
      if (!token) break;
    }
    return out;
  }
  return { owner, project: p, storefront, token, base, q, addCustomers, list, all };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('customers: list, get, export', () => {
  it('lists, gets, and answers 404 for another project', async () => {
    const a = await shop();
    const b = await shop();
    const [c1] = await a.addCustomers([
      { firstName: 'Anna', lastName: 'Schmidt', lastPurchasedAt: '2026-01-01T00:00:00.000Z', totalOrderCount: 1 },
    ]);
    const list = await a.list();
    expect(list.status).toBe(200);
    expect(ids(list.body.customers)).toEqual([c1!.id]);
    expect(list.body.customers[0]).not.toHaveProperty('search');
    const got = await t.call('GET', `${a.base}/customers/${c1!.id}?${a.q}`, { token: a.token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ firstName: 'Anna', currency: 'EUR', lifetimeValue: 0, gender: null });
    expect((await t.call('GET', `${a.base}/customers/cus_nope?${a.q}`, { token: a.token })).body.code).toBe('CUSTOMER_NOT_FOUND');
    // b's member with b's project and a's storefront; b's storefront with a's customer; a's project as b's member → 404
    const wrongPlatform = await t.call('GET', `${a.base}/customers?${b.q}`, { token: b.token });
    expect([wrongPlatform.status, wrongPlatform.body.code]).toEqual([404, 'PLATFORM_NOT_FOUND']);
    expect((await t.call('GET', `${b.base}/customers/${c1!.id}?${b.q}`, { token: b.token })).status).toBe(404);
    for (const path of ['customers', `customers/${c1!.id}`, 'customers/export'])
      expect((await t.call('GET', `${a.base}/${path}?${a.q}`, { token: b.token })).status).toBe(404);
  });

  it('answers 422 with a field error for each malformed filter', async () => {
    const s = await shop();
    const cases: [string, string][] = [
      ['totalOrderCount=abc', 'totalOrderCount'],
      ['totalOrderCount=gte:-1', 'totalOrderCount'],
      ['totalOrderCount=gte:1.5', 'totalOrderCount'],
      ['refundedOrderCount=ne:2', 'refundedOrderCount'],
      ['lifetimeValue=gte:', 'lifetimeValue'],
      ['lifetimeValue=gte:99999999999999999999', 'lifetimeValue'],
      ['countries=XYZ', 'countries'],
      ['countries=DE,QQ', 'countries'],
      ['countries=ZZ', 'countries'],
      ['gender=other', 'gender'],
      ['lastPurchasedStart=yesterday', 'lastPurchasedStart'],
      ['lastPurchasedStart=2026-02-31', 'lastPurchasedStart'],
      ['lastPurchasedStart=2026-05-01&lastPurchasedEnd=2026-04-01', 'lastPurchasedEnd'],
      ['sortBy=name', 'sortBy'],
      ['sortBy=--createdAt', 'sortBy'],
      ['pageToken=garbage', 'pageToken'],
      ['pageSize=0', 'pageSize'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['customers', 'customers/export']) {
        if (path === 'customers/export' && query.startsWith('page')) continue;
        const res = await t.call('GET', `${s.base}/${path}?${s.q}&${query}`, { token: s.token });
        expect(res.status, `${path}?${query}`).toBe(422);
        expect(Object.keys(res.body.errors), `${path}?${query}`).toContain(field);
      }
    }
    const many = await s.list('totalOrderCount=abc&gender=x&countries=123');
    expect(Object.keys(many.body.errors).sort()).toEqual(['countries', 'gender', 'totalOrderCount']);
    const dupes = await s.list(`countries=${Array.from({ length: 60 }, (_, i) => ['DE', 'FR', 'AT'][i % 3]).join(',')}`);
    expect(dupes.status).toBe(200); // duplicates collapse
    const fiftyOne =
      'DE,FR,AT,CH,NL,BE,IT,ES,PT,PL,CZ,SK,HU,SI,HR,RO,BG,GR,DK,SE,NO,FI,IS,IE,GB,US,CA,MX,BR,AR,CL,CO,PE,JP,KR,CN,IN,AU,NZ,ZA,EG,MA,TR,IL,AE,SA,SG,MY,TH,VN,PH';
    expect((await s.list(`countries=${fiftyOne}`)).body.errors.countries).toEqual(['At most 50 countries.']);
    expect((await s.list(`countries=${fiftyOne.slice(3)}`)).status).toBe(200);
  });

  it('filters by countries, gender, counts, lifetime value, last purchase and full-text prefix search', async () => {
    const s = await shop();
    const rows = await s.addCustomers([
      {
        firstName: 'Anna',
        lastName: 'Schmidt',
        country: 'DE',
        gender: 'female',
        totalOrderCount: 3,
        refundedOrderCount: 1,
        lifetimeValue: 12000,
        lastPurchasedAt: '2026-03-10T12:00:00.000Z',
        phone: '+49 170 5550123',
      },
      {
        firstName: 'Annette',
        lastName: 'Dubois',
        country: 'FR',
        gender: 'female',
        totalOrderCount: 1,
        lifetimeValue: 4500,
        lastPurchasedAt: '2026-05-01T00:00:00.000Z',
      },
      {
        firstName: 'Jonas',
        lastName: 'Weber',
        country: 'DE',
        gender: 'male',
        totalOrderCount: 10,
        lifetimeValue: 99000,
        lastPurchasedAt: '2026-05-02T00:00:00.000Z',
        email: 'jonas.weber@shop.example',
      },
      { firstName: 'Lars', lastName: 'Nielsen', country: 'DK', gender: null, totalOrderCount: 0, lifetimeValue: 0, lastPurchasedAt: null },
    ]);
    const [anna, annette, jonas, lars] = rows as unknown as [Dto, Dto, Dto, Dto];
    const check = async (query: string, expected: Dto[]) => {
      const res = await s.list(`${query}&sortBy=createdAt`);
      expect(res.status, query).toBe(200);
      expect(ids(res.body.customers).sort(), query).toEqual(ids(expected).sort());
    };
    await check('countries=DE', [anna, jonas]);
    await check('countries=de,fr', [anna, annette, jonas]);
    await check('gender=female', [anna, annette]);
    await check('gender=male', [jonas]);
    await check('totalOrderCount=gte:2', [anna, jonas]);
    await check('totalOrderCount=gte:2,lt:10', [anna]);
    await check('totalOrderCount=eq:0', [lars]);
    await check('refundedOrderCount=gt:0', [anna]);
    await check('lifetimeValue=lte:4500', [annette, lars]);
    await check('lifetimeValue=gt:4500,lt:99000', [anna]);
    await check('lastPurchasedStart=2026-05-01T00:00:00Z', [annette, jonas]);
    await check('lastPurchasedStart=2026-05-01&lastPurchasedEnd=2026-05-02', [annette]); // end exclusive
    await check('lastPurchasedEnd=2026-04-01T00:00:00%2B02:00', [anna]);
    await check('search=ann', [anna, annette]);
    await check('search=ann%20schm', [anna]);
    await check('search=weber', [jonas]);
    await check('search=jonas.weber%40shop', [jonas]);
    await check('search=5550123', [anna]);
    await check('search=%27%3A*%20%26%20!', [anna, annette, jonas, lars]); // tsquery syntax is not passed through
    await check('search=zzz', []);
    await check('countries=DE&gender=female&totalOrderCount=gte:1&search=an', [anna]);
  });

  it('pages every sort without duplicates or gaps, ties and never-purchased customers included', async () => {
    const s = await shop();
    const spec: CustomerInsert[] = [];
    for (let i = 0; i < 23; i++)
      spec.push({
        firstName: `P${i}`,
        lifetimeValue: (i % 4) * 1000, // ties
        totalOrderCount: i % 3,
        lastPurchasedAt: i % 5 === 0 ? null : `2026-0${1 + (i % 3)}-01T00:00:00.000Z`, // ties and NULLs
        createdAt: `2026-01-0${1 + (i % 2)}T00:00:00.000Z`,
      });
    const rows = await s.addCustomers(spec);
    const key = {
      lastPurchased: (r: Dto) => r.lastPurchasedAt,
      lifetimeValue: (r: Dto) => r.lifetimeValue,
      totalOrderCount: (r: Dto) => r.totalOrderCount,
      createdAt: (r: Dto) => r.createdAt,
    };
    const cmp = (a: string | number | null, b: string | number | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);
    for (const sortBy of [
      '',
      'lastPurchased',
      '-lastPurchased',
      'lifetimeValue',
      '-lifetimeValue',
      'totalOrderCount',
      '-totalOrderCount',
      'createdAt',
      '-createdAt',
    ]) {
      const name = (sortBy.replace('-', '') || 'lastPurchased') as keyof typeof key;
      const desc = sortBy === '' || sortBy.startsWith('-');
      const expected = [...(rows as unknown as Dto[])].sort((a, b) => {
        const c = cmp(key[name](a), key[name](b)) || cmp(a.id, b.id);
        return desc ? -c : c;
      });
      for (const pageSize of [1, 4, 7]) {
        const got = await s.all(sortBy ? `sortBy=${sortBy}` : '', pageSize);
        expect(ids(got), `sortBy=${sortBy} pageSize=${pageSize}`).toEqual(ids(expected));
      }
    }
    // A filter pages too; a token from another sort is refused rather than misread.
    const filtered = await s.all('lifetimeValue=gte:2000&sortBy=-lifetimeValue', 2);
    expect(filtered).toHaveLength(rows.filter((r) => r.lifetimeValue >= 2000).length);
    const first = await s.list('sortBy=lifetimeValue&pageSize=2');
    const mixed = await s.list(`sortBy=createdAt&pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken)}`);
    expect([mixed.status, Object.keys(mixed.body.errors ?? {})]).toEqual([422, ['pageToken']]);
  });

  it('exports the filtered customers as CSV, formula cells neutralised', async () => {
    const s = await shop();
    await s.addCustomers([
      {
        firstName: '=HYPERLINK("http://evil")',
        lastName: 'Smith, Jr.',
        country: 'DE',
        lifetimeValue: 500,
        totalOrderCount: 1,
        lastPurchasedAt: '2026-02-01T00:00:00.000Z',
      },
      { firstName: '+1', lastName: '@SUM(A1)', country: 'DE', phone: '-5', lastPurchasedAt: '2026-03-01T00:00:00.000Z' },
      { firstName: 'Filtered', lastName: 'Out', country: 'FR' },
    ]);
    const res = await t.app.request(`${s.base}/customers/export?${s.q}&countries=DE`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,email,firstName,lastName,phone,country,gender,acceptsMarketing,totalOrderCount,refundedOrderCount,lifetimeValue,currency,firstPurchasedAt,lastPurchasedAt,createdAt',
    );
    expect(lines).toHaveLength(3); // header + the two German customers, newest purchase first
    expect(lines[1]).toContain(`,'+1,'@SUM(A1),'-5,DE,`);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")","Smith, Jr.",,DE,,false,1,0,500,EUR,,2026-02-01T00:00:00.000Z,`);
    expect(text).not.toContain('Filtered');
    // The member role may not export customers (admins, owners and keys given it may).
    const member = await t.createUser();
    await t.addMember(s.project.id, member.id, 'member');
    const denied = await t.call('GET', `${s.base}/customers/export?${s.q}`, { token: await t.tokenFor(member.id) });
    expect([denied.status, denied.body.permission]).toEqual([403, 'platform.customers.export']);
  });
});

/**
 * The commerce demo GENERATOR (docs/decisions/commerce-demo-data.md): a project gets a realistic storefront
 * history — customers and orders over two years with weekly, yearly and Black Friday / December peaks and growth,
 * long-tail baskets of 1–5 lines, statuses that follow from the order's age (a pipeline with real durations:
 * paid in minutes, processing within a day or two, shipped after production, ~3 % refunded), payments, timeline
 * events, (partial) fulfillments with carriers and tracking numbers, and customer aggregates computed from exactly
 * the rows written (lifetimeValue = charges − refunds; counts; first/last purchase).
 *
 * Written chronologically in chunks through `bulkInsert` (unnest batches) in one transaction, with the indexes in
 * place; customers are inserted when they first order and their aggregates set at the end. Appends: order numbers
 * continue from the storefront's counter and emails carry a run tag, so it can run again into the same project
 * (`npm run seed -- --orders 1000000 --project prj_…`).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { appSettings, projectIntegrations, projectMembers, projects, users } from '../schema/index.ts';
import { ensureStorefront } from '../../modules/commerce/storefront.repo.ts';
import { bulkInsert, type ColumnSpec } from './bulk-insert.ts';
import { CARRIERS, COUNTRIES, type CountryData, FEMALE_NAMES, MALE_NAMES, PRODUCTS, SURNAMES } from './commerce-data.ts';
import { emailLocal } from './transliterate.ts';
import { rng } from './generate.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const CHUNK = 5000;

export interface CommerceSeedOptions {
  orders: number;
  /** Default: one customer per five orders. */
  customers?: number;
  /** History length; default two years. */
  days?: number;
  seed?: number;
  /** "Now" (tests pin it). */
  now?: number;
  /** Who moves orders on in the timeline (the demo user); system otherwise. */
  actor?: { id: string; name: string } | null;
  /** A factory project the shop sends some fulfillments to. */
  factory?: { id: string; name: string } | null;
}

export interface CommerceSeedResult {
  orders: number;
  customers: number;
  lines: number;
  events: number;
  payments: number;
  fulfillments: number;
  ms: number;
}

type Rng = ReturnType<typeof rng>;

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/**
 * `newId`'s format (`<prefix>_<10 time chars><16 random chars>`, server/lib/ids.ts) for a million rows: random
 * bytes drawn from a pooled buffer and the time part cached per millisecond (newId costs a crypto call per id).
 */
export function idMaker() {
  let pool = randomBytes(65536);
  let at = 0;
  let lastTime = -1;
  let timePart = '';
  return (prefix: string, time: number) => {
    if (time !== lastTime) {
      timePart = '';
      for (let i = 0, t = time; i < 10; i++, t = Math.floor(t / 32)) timePart = ALPHABET[t % 32] + timePart;
      lastTime = time;
    }
    if (at + 16 > pool.length) {
      pool = randomBytes(65536);
      at = 0;
    }
    let rand = '';
    for (let i = 0; i < 16; i++) rand += ALPHABET[pool[at++]! & 31];
    return `${prefix}_${timePart}${rand}`;
  };
}

function weighted<T>(r: Rng, items: readonly T[], weights: readonly number[]): () => T {
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return () => {
    const x = r.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
}

/** The fourth Thursday of November + 1 (Black Friday), UTC midnight. */
function blackFriday(year: number): number {
  const nov1 = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - nov1 + 7) % 7);
  return Date.UTC(year, 10, firstThursday + 21 + 1);
}

/** Relative order intensity of a UTC day: growth × weekday × season × peaks. */
export function dayWeight(dayStart: number, progress: number): number {
  const d = new Date(dayStart);
  const dow = d.getUTCDay();
  const weekly = [1.25, 1.0, 0.95, 0.95, 1.0, 0.9, 0.8][dow]!;
  const doy = (dayStart - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY;
  const yearly = 1 + 0.25 * Math.cos((2 * Math.PI * (doy - 340)) / 365);
  const growth = 1 + 0.8 * progress;
  const bf = blackFriday(d.getUTCFullYear());
  const fromBf = Math.round((dayStart - bf) / DAY);
  let peak = 1;
  if (fromBf === 0) peak = 3.5;
  else if (fromBf === 1) peak = 2.5;
  else if (fromBf === 2) peak = 2;
  else if (fromBf === 3)
    peak = 3; // Cyber Monday
  else if (fromBf >= -7 && fromBf < 0) peak = 1.3;
  const month = d.getUTCMonth();
  const date = d.getUTCDate();
  if (month === 11 && date <= 20 && fromBf > 3) peak *= 1.6;
  else if (month === 11 && date <= 23) peak *= 1.2;
  else if (month === 11 && date <= 26) peak *= 0.5;
  else if (month === 0 && date === 1) peak *= 0.6;
  return weekly * yearly * growth * peak;
}

const HOURS = [0.3, 0.2, 0.1, 0.1, 0.1, 0.2, 0.4, 0.7, 0.9, 1, 1.1, 1.2, 1.3, 1.2, 1.1, 1.1, 1.2, 1.3, 1.5, 1.8, 2, 1.9, 1.4, 0.8];

/** Order times over `days` days up to `now`, following dayWeight, ascending. */
export function orderTimes(r: Rng, count: number, days: number, now: number): number[] {
  const today = Math.floor(now / DAY) * DAY;
  const first = today - (days - 1) * DAY;
  const weights: number[] = [];
  for (let i = 0; i < days; i++) {
    const start = first + i * DAY;
    const fraction = start === today ? (now - today) / DAY : 1;
    weights.push(dayWeight(start, i / days) * fraction);
  }
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => {
    const x = (count * w) / total;
    return Math.floor(x) + (r.next() < x - Math.floor(x) ? 1 : 0);
  });
  let diff = count - counts.reduce((a, b) => a + b, 0);
  while (diff !== 0) {
    const i = r.int(0, days - 2); // not today (its window may be tiny)
    if (diff > 0) {
      counts[i]!++;
      diff--;
    } else if (counts[i]! > 0) {
      counts[i]!--;
      diff++;
    }
  }
  const hour = weighted(
    r,
    HOURS.map((_, h) => h),
    HOURS,
  );
  const out: number[] = [];
  for (let i = 0; i < days; i++) {
    const start = first + i * DAY;
    const times: number[] = [];
    while (times.length < counts[i]!) {
      const t = start + hour() * HOUR + Math.floor(r.next() * HOUR);
      if (t < now - MINUTE) times.push(t);
      else if (start === today) times.push(start + Math.floor(r.next() * Math.max(1, now - MINUTE - start)));
    }
    times.sort((a, b) => a - b);
    out.push(...times);
  }
  return out;
}

interface Cust {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  country: CountryData;
  address: { name: string; line1: string; city: string; region?: string; postalCode: string; country: string };
  gender: 'male' | 'female' | null;
  acceptsMarketing: boolean;
  createdAt: number;
  orders: number;
  refunded: number;
  value: number;
  first: number;
  last: number;
}

const iso = (t: number) => new Date(t).toISOString();

const COLUMNS = {
  customers: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['email', 'text'],
    ['first_name', 'text'],
    ['last_name', 'text'],
    ['phone', 'text'],
    ['country', 'text'],
    ['gender', 'text'],
    ['accepts_marketing', 'boolean'],
    ['currency', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  orders: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['number', 'int'],
    ['customer_id', 'text'],
    ['email', 'text'],
    ['customer_name', 'text'],
    ['status', 'text'],
    ['payment_status', 'text'],
    ['fulfillment_status', 'text'],
    ['currency', 'text'],
    ['subtotal', 'bigint'],
    ['discount_total', 'bigint'],
    ['shipping_total', 'bigint'],
    ['tax_total', 'bigint'],
    ['total', 'bigint'],
    ['item_count', 'int'],
    ['shipping_address', 'jsonb'],
    ['billing_address', 'jsonb'],
    ['source', 'text'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
    ['paid_at', 'timestamptz'],
    ['completed_at', 'timestamptz'],
    ['refunded_at', 'timestamptz'],
  ],
  lines: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['order_id', 'text'],
    ['position', 'int'],
    ['product_id', 'text'],
    ['variant_id', 'text'],
    ['product_name', 'text'],
    ['variant_name', 'text'],
    ['sku', 'text'],
    ['quantity', 'int'],
    ['unit_price', 'bigint'],
    ['discount', 'bigint'],
    ['tax', 'bigint'],
    ['total', 'bigint'],
  ],
  events: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['order_id', 'text'],
    ['type', 'text'],
    ['message', 'text'],
    ['data', 'jsonb'],
    ['actor_type', 'text'],
    ['actor_id', 'text'],
    ['actor_name', 'text'],
    ['created_at', 'timestamptz'],
  ],
  payments: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['order_id', 'text'],
    ['provider', 'text'],
    ['kind', 'text'],
    ['amount', 'bigint'],
    ['currency', 'text'],
    ['status', 'text'],
    ['provider_reference', 'text'],
    ['failure_message', 'text'],
    ['created_at', 'timestamptz'],
  ],
  fulfillments: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['order_id', 'text'],
    ['status', 'text'],
    ['fulfiller_type', 'text'],
    ['fulfiller_id', 'text'],
    ['fulfiller_name', 'text'],
    ['carrier', 'text'],
    ['tracking_number', 'text'],
    ['tracking_url', 'text'],
    ['items', 'jsonb'],
    ['shipped_at', 'timestamptz'],
    ['delivered_at', 'timestamptz'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
} satisfies Record<string, ColumnSpec>;

/** Generate `opts.orders` orders (and their customers, lines, payments, events, fulfillments) into a project. */
export async function generateCommerce(database: Database, projectId: string, opts: CommerceSeedOptions): Promise<CommerceSeedResult> {
  const t0 = performance.now();
  const r = rng(opts.seed ?? 20261123);
  const now = opts.now ?? Date.now();
  const days = opts.days ?? 730;
  const orderCount = opts.orders;
  const customerCount = Math.max(1, Math.min(orderCount, opts.customers ?? Math.round(orderCount / 5)));
  const storefront = await ensureStorefront(database.db, projectId);
  const id = idMaker();
  const tag = id('', now).slice(-6); // emails unique across runs into the same project
  const currency = storefront.currency;
  const shopName = storefront.name;
  const systemActor = ['system', null, 'Shopfloor'] as const;
  const staff = opts.actor ? (['user', opts.actor.id, opts.actor.name] as const) : systemActor;

  // Products: variants flattened, popularity long-tail (Zipf by a shuffled rank).
  const variants = PRODUCTS.flatMap((p, pi) =>
    (p.variants ?? [{ name: '' }]).map((v) => ({
      productId: `prd_demo_${p.slug}`,
      variantId: v.name ? `var_demo_${p.slug}_${emailLocal(v.name) || pi}` : null,
      productName: p.name,
      variantName: v.name || null,
      sku: `${p.slug.toUpperCase().replace(/-/g, '')}${v.name ? `-${emailLocal(v.name).toUpperCase()}` : ''}`.slice(0, 40),
      price: p.price + ('extra' in v && v.extra ? v.extra : 0),
      rank: pi,
    })),
  );
  const productRank = PRODUCTS.map((_, i) => i).sort(() => r.next() - 0.5);
  const pickVariant = weighted(
    r,
    variants,
    variants.map((v) => 1 / (productRank.indexOf(v.rank) + 1) ** 1.1 / (PRODUCTS[v.rank]!.variants?.length ?? 1)),
  );
  const pickLineCount = weighted(r, [1, 2, 3, 4, 5], [50, 25, 13, 8, 4]);
  const pickQuantity = weighted(r, [1, 2, 3, 4], [80, 14, 4, 2]);
  const pickCountry = weighted(
    r,
    COUNTRIES,
    COUNTRIES.map((c) => c.weight),
  );
  const pickCarrier = weighted(
    r,
    CARRIERS.map((c) => c.carrier),
    CARRIERS.map((c) => c.weight),
  );
  const digits = () => Array.from({ length: 20 }, () => r.int(0, 9)).join('');

  const times = orderTimes(r, orderCount, days, now);
  const customers: Cust[] = [];
  const tickets: number[] = []; // customer indexes, repeated by loyalty (a few come back often)
  let newLeft = customerCount;

  const client = await database.pool.connect();
  const counts = { orders: 0, customers: 0, lines: 0, events: 0, payments: 0, fulfillments: 0 };
  try {
    await client.query('BEGIN');
    // Bulk load: skip the per-row foreign-key triggers (every row here references rows this run wrote before it;
    // commerce.test.ts checks there are no orphans). Needs a superuser (the embedded database); else they run.
    await client.query('SAVEPOINT replica');
    await client.query("SET LOCAL session_replication_role = 'replica'").then(
      () => client.query('RELEASE SAVEPOINT replica'),
      () => client.query('ROLLBACK TO SAVEPOINT replica'),
    );
    const numbers = await client.query<{ start: number }>(
      'UPDATE storefronts SET next_order_number = next_order_number + $2, updated_at = now() WHERE project_id = $1 RETURNING next_order_number - $2 AS start',
      [projectId, orderCount],
    );
    let number = Number(numbers.rows[0]!.start);

    let rows = {
      customers: [] as unknown[][],
      orders: [] as unknown[][],
      lines: [] as unknown[][],
      events: [] as unknown[][],
      payments: [] as unknown[][],
      fulfillments: [] as unknown[][],
    };
    const flush = async () => {
      await bulkInsert(client, 'customers', COLUMNS.customers, rows.customers);
      await bulkInsert(client, 'orders', COLUMNS.orders, rows.orders);
      await bulkInsert(client, 'order_lines', COLUMNS.lines, rows.lines);
      await bulkInsert(client, 'order_events', COLUMNS.events, rows.events);
      await bulkInsert(client, 'order_payments', COLUMNS.payments, rows.payments);
      await bulkInsert(client, 'fulfillments', COLUMNS.fulfillments, rows.fulfillments);
      for (const k of Object.keys(rows) as (keyof typeof rows)[]) counts[k] += rows[k].length;
      rows = { customers: [], orders: [], lines: [], events: [], payments: [], fulfillments: [] };
    };

    for (let i = 0; i < times.length; i++) {
      const createdAt = times[i]!;
      // Customer: new with the probability that spends the remaining new customers evenly, else a returning one.
      let c: Cust;
      if (!customers.length || (newLeft > 0 && r.next() < newLeft / (times.length - i))) {
        newLeft--;
        const female = r.next() < 0.52;
        const firstName = r.pick(female ? FEMALE_NAMES : MALE_NAMES);
        const lastName = r.pick(SURNAMES);
        const country = pickCountry();
        const place = r.pick(country.places);
        const n = customers.length;
        c = {
          id: id('cus', createdAt),
          email: `${emailLocal(firstName)}.${emailLocal(lastName)}.${n}.${tag}@example.com`,
          firstName,
          lastName,
          phone: r.next() < 0.6 ? `${country.phone} ${r.int(100, 999)} ${r.int(1000000, 9999999)}` : null,
          country,
          address: {
            name: `${firstName} ${lastName}`,
            line1: `${r.pick(country.streets)} ${r.int(1, 180)}`,
            city: place.city,
            ...(place.region ? { region: place.region } : {}),
            postalCode: place.postalCode,
            country: country.code,
          },
          gender: r.next() < 0.12 ? null : female ? 'female' : 'male',
          acceptsMarketing: r.next() < 0.42,
          createdAt,
          orders: 0,
          refunded: 0,
          value: 0,
          first: createdAt,
          last: createdAt,
        };
        customers.push(c);
        const loyalty = r.next() < 0.08 ? r.int(8, 30) : r.next() < 0.35 ? r.int(2, 5) : 1;
        for (let k = 0; k < loyalty; k++) tickets.push(n);
        rows.customers.push([
          projectId,
          c.id,
          c.email,
          c.firstName,
          c.lastName,
          c.phone,
          c.country.code,
          c.gender,
          c.acceptsMarketing,
          currency,
          iso(createdAt),
          iso(createdAt),
        ]);
      } else {
        c = customers[tickets[r.int(0, tickets.length - 1)]!]!;
      }

      // Basket.
      const orderId = id('ord', createdAt);
      const lineCount = pickLineCount();
      const lines: { id: string; quantity: number; total: number }[] = [];
      let subtotal = 0;
      let taxTotal = 0;
      let itemCount = 0;
      const used = new Set<string>();
      for (let pos = 0; pos < lineCount; pos++) {
        const v = pickVariant();
        const key = `${v.productId}|${v.variantId}`;
        if (used.has(key)) continue;
        used.add(key);
        const quantity = pickQuantity();
        const discount = r.next() < 0.05 ? Math.round(v.price * quantity * 0.1) : 0;
        const total = v.price * quantity - discount;
        const tax = Math.round((total * 19) / 119); // prices include 19 % VAT
        const lineId = id('oln', createdAt);
        lines.push({ id: lineId, quantity, total });
        subtotal += total;
        taxTotal += tax;
        itemCount += quantity;
        rows.lines.push([
          projectId,
          lineId,
          orderId,
          lines.length - 1,
          v.productId,
          v.variantId,
          v.productName,
          v.variantName,
          v.sku,
          quantity,
          v.price,
          discount,
          tax,
          total,
        ]);
      }
      const discountTotal = r.next() < 0.08 ? Math.round(subtotal * 0.1) : 0;
      const shippingTotal = subtotal - discountTotal >= 5000 ? 0 : c.country.code === 'DE' ? 490 : 990;
      const total = subtotal - discountTotal + shippingTotal;

      // Pipeline: paid → processing → shipped (one or two parcels) → complete; ~3 % refunded; times past `now` stop it.
      const abandoned = r.next() < 0.006;
      const paidAt = abandoned ? null : createdAt + r.int(1, 15) * MINUTE;
      const processingAt = paidAt === null ? null : paidAt + r.int(4, 36) * HOUR;
      const split = lines.length > 1 && r.next() < 0.15;
      const firstShip = processingAt === null ? null : processingAt + r.int(12, 72) * HOUR;
      const secondShip = split && firstShip !== null ? firstShip + r.int(24, 120) * HOUR : null;
      const refundRoll = r.next();
      let refundAt: number | null = null;
      if (paidAt !== null && refundRoll < 0.012)
        refundAt = paidAt + r.int(1, 3) * HOUR; // cancelled before production
      else if (paidAt !== null && refundRoll < 0.03) refundAt = (secondShip ?? firstShip!) + r.int(3, 25) * DAY; // returned
      const past = (t: number | null): t is number => t !== null && t <= now;

      let status = 'new';
      let paymentStatus = paidAt === null ? 'pending' : 'paid';
      let updatedAt = createdAt;
      const ev = (
        t: number,
        type: string,
        message: string,
        data: Record<string, unknown>,
        actor: readonly [string, string | null, string | null] = systemActor,
      ) => {
        rows.events.push([projectId, id('oev', t), orderId, type, message, JSON.stringify(data), actor[0], actor[1], actor[2], iso(t)]);
      };
      ev(createdAt, 'created', `Order #${number} placed on the storefront.`, { total, currency });
      const earlyRefund = refundAt !== null && processingAt !== null && refundAt < processingAt;

      if (past(paidAt)) {
        status = 'paid';
        updatedAt = paidAt;
        rows.payments.push([
          projectId,
          id('pay', paidAt),
          orderId,
          'test',
          'charge',
          total,
          currency,
          'succeeded',
          `test_ch_${digits().slice(0, 14)}`,
          null,
          iso(paidAt),
        ]);
        c.value += total;
        ev(paidAt, 'status_changed', 'Payment received: marked paid.', { from: 'new', to: 'paid' });
      } else if (paidAt === null && now - createdAt > 30 * MINUTE && r.next() < 0.5) {
        const failedAt = createdAt + r.int(1, 10) * MINUTE;
        paymentStatus = 'failed';
        rows.payments.push([
          projectId,
          id('pay', failedAt),
          orderId,
          'test',
          'charge',
          total,
          currency,
          'failed',
          null,
          'Your card was declined.',
          iso(failedAt),
        ]);
        ev(failedAt, 'payment_attempt', 'Payment failed: Your card was declined.', { status: 'failed' });
      } else if (paidAt !== null) {
        paymentStatus = 'pending';
      }

      const parcels: { id: string; items: { lineId: string; quantity: number }[]; shipAt: number | null }[] = [];
      let fulfillmentStatus = 'unfulfilled';
      let completedAt: number | null = null;
      if (!earlyRefund && past(processingAt)) {
        status = 'processing';
        updatedAt = processingAt;
        ev(processingAt, 'status_changed', 'Marked processing.', { from: 'paid', to: 'processing' }, staff);
        const firstLines = split ? lines.slice(0, Math.ceil(lines.length / 2)) : lines;
        const rest = split ? lines.slice(firstLines.length) : [];
        parcels.push({
          id: id('ful', processingAt),
          items: firstLines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
          shipAt: firstShip,
        });
        if (rest.length)
          parcels.push({
            id: id('ful', processingAt),
            items: rest.map((l) => ({ lineId: l.id, quantity: l.quantity })),
            shipAt: secondShip,
          });
        const factory = opts.factory && r.next() < 0.2 ? opts.factory : null;
        let shipped = 0;
        for (const p of parcels) {
          const isShipped = past(p.shipAt);
          const deliveredAt = isShipped ? p.shipAt! + r.int(1, 4) * DAY : null;
          const delivered = past(deliveredAt);
          const carrier = isShipped ? pickCarrier() : null;
          const tracking = carrier ? carrier.tracking(digits) : null;
          const fstatus = delivered ? 'delivered' : isShipped ? 'shipped' : now - processingAt > 8 * HOUR ? 'in_production' : 'pending';
          const fUpdated = delivered ? deliveredAt! : isShipped ? p.shipAt! : processingAt;
          rows.fulfillments.push([
            projectId,
            p.id,
            orderId,
            fstatus,
            factory ? 'factory' : 'self',
            factory ? factory.id : null,
            factory ? factory.name : shopName,
            carrier?.name ?? null,
            tracking,
            carrier && tracking ? carrier.url(tracking) : null,
            JSON.stringify(p.items),
            isShipped ? iso(p.shipAt!) : null,
            delivered ? iso(deliveredAt!) : null,
            iso(processingAt),
            iso(fUpdated),
          ]);
          // (the 'processing' event stands for the fulfillment's creation: one timeline row fewer per order)
          if (isShipped) {
            shipped++;
            ev(
              p.shipAt!,
              'fulfillment_updated',
              `Fulfillment marked shipped, tracking ${carrier!.name} ${tracking}.`,
              { fulfillmentId: p.id, from: 'in_production', to: 'shipped', carrier: carrier!.name, trackingNumber: tracking },
              staff,
            );
            updatedAt = Math.max(updatedAt, p.shipAt!);
          }
        }
        fulfillmentStatus = shipped === 0 ? 'unfulfilled' : shipped === parcels.length ? 'fulfilled' : 'partial';
        if (shipped === parcels.length) {
          completedAt = Math.max(...parcels.map((p) => p.shipAt!));
          status = 'complete';
          updatedAt = completedAt;
          ev(completedAt, 'status_changed', 'Marked complete.', { from: 'processing', to: 'complete' }, staff);
        }
      }
      let refundedAt: number | null = null;
      if (past(refundAt) && (earlyRefund || status === 'complete')) {
        refundedAt = refundAt;
        ev(
          refundAt,
          'status_changed',
          `Refunded ${(total / 100).toFixed(2)} ${currency}.`,
          { from: status, to: 'refunded', amount: total },
          staff,
        );
        rows.payments.push([
          projectId,
          id('pay', refundAt),
          orderId,
          'test',
          'refund',
          total,
          currency,
          'succeeded',
          `test_re_${digits().slice(0, 14)}`,
          null,
          iso(refundAt),
        ]);
        status = 'refunded';
        paymentStatus = 'refunded';
        updatedAt = refundAt;
        c.value -= total;
        c.refunded++;
      }
      c.orders++;
      c.last = Math.max(c.last, createdAt);
      const address = JSON.stringify(c.address);
      const source = r.next() < 0.9 ? 'storefront' : 'api';
      rows.orders.push([
        projectId,
        orderId,
        number,
        c.id,
        c.email,
        `${c.firstName} ${c.lastName}`,
        status,
        paymentStatus,
        fulfillmentStatus,
        currency,
        subtotal,
        discountTotal,
        shippingTotal,
        taxTotal,
        total,
        itemCount,
        address,
        address,
        source,
        iso(createdAt),
        iso(updatedAt),
        past(paidAt) ? iso(paidAt) : null,
        completedAt !== null ? iso(completedAt) : null,
        refundedAt !== null ? iso(refundedAt) : null,
      ]);
      number++;
      if (rows.orders.length >= CHUNK) await flush();
    }
    await flush();

    // Aggregates, from exactly what was written.
    for (let s = 0; s < customers.length; s += CHUNK) {
      const batch = customers.slice(s, s + CHUNK);
      await client.query(
        `UPDATE customers c SET total_order_count = u.orders, refunded_order_count = u.refunded, lifetime_value = u.value,
           first_purchased_at = u.first, last_purchased_at = u.last, updated_at = u.last
         FROM unnest($2::text[], $3::int[], $4::int[], $5::bigint[], $6::timestamptz[], $7::timestamptz[]) AS u(id, orders, refunded, value, first, last)
         WHERE c.project_id = $1 AND c.id = u.id`,
        [
          projectId,
          batch.map((c) => c.id),
          batch.map((c) => c.orders),
          batch.map((c) => c.refunded),
          batch.map((c) => c.value),
          batch.map((c) => iso(c.first)),
          batch.map((c) => iso(c.last)),
        ],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return { ...counts, ms: Math.round(performance.now() - t0) };
}

const MARKER = 'seed_commerce_v1';
/** 100,000 orders; test runs (vitest sets NODE_ENV=test) that seed the demo get a few hundred. */
/** How many orders the demo project starts with: 100,000 by default; `DEMO_ORDERS` overrides it (the browser tests use fewer). */
export const DEMO_ORDERS =
  Number.parseInt(process.env.DEMO_ORDERS ?? '', 10) >= 0
    ? Number.parseInt(process.env.DEMO_ORDERS!, 10)
    : process.env.NODE_ENV === 'test'
      ? 300
      : 100_000;

/** The project the demo user works in: their first project (created first), the one on the `demo` plan. */
async function demoProject(database: Database, demoEmail: string) {
  const { db } = database;
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.email, demoEmail));
  if (!user) return null;
  const mine = await db
    .select({ id: projects.id, name: projects.name, planCode: projects.planCode, platformId: projects.platformId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, user.id))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const project = mine.find((p) => p.planCode === 'demo') ?? mine[0];
  if (!project) return null;
  const factory = mine.find((p) => p.id !== project.id && p.name.includes('Factory') && p.platformId === project.platformId) ?? null;
  return { user, project, factory };
}

/** The demo project's id (the CLI's default target). */
export async function demoProjectId(database: Database, demoEmail: string) {
  return (await demoProject(database, demoEmail))?.project.id ?? null;
}

/**
 * Once per database (its own marker): the demo project gets the `orders` and `customers` modules, a EUR storefront
 * and `orders` orders of history (100,000 by default).
 */
export async function seedDemoCommerce(database: Database, demoEmail: string, orders: number = DEMO_ORDERS) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return null;
  const found = await demoProject(database, demoEmail);
  if (!found) return null;
  const { user, project, factory } = found;
  const claimed = await db
    .insert(appSettings)
    .values({ key: MARKER, value: { at: new Date().toISOString(), projectId: project.id } })
    .onConflictDoNothing()
    .returning();
  if (!claimed.length) return null; // another process is seeding
  try {
    const now = new Date().toISOString();
    for (const code of ['orders', 'customers']) {
      const [row] = await db
        .select({ code: projectIntegrations.code })
        .from(projectIntegrations)
        .where(and(eq(projectIntegrations.projectId, project.id), eq(projectIntegrations.code, code)));
      if (!row)
        await db.insert(projectIntegrations).values({ projectId: project.id, code, installedAt: now, setupAt: now }).onConflictDoNothing();
    }
    await configureDemoStorefront(database, project.id);
    const result = await generateCommerce(database, project.id, {
      orders,
      actor: { id: user.id, name: [user.firstName, user.lastName].filter(Boolean).join(' ') || demoEmail },
      factory,
    });
    return { projectId: project.id, ...result };
  } catch (err) {
    await db.delete(appSettings).where(eq(appSettings.key, MARKER)); // try again on the next start
    throw err;
  }
}

/** EUR, Berlin, prices with VAT — the demo shop's settings (on a storefront that has no orders yet). */
export async function configureDemoStorefront(database: Database, projectId: string) {
  const storefront = await ensureStorefront(database.db, projectId);
  await database.pool.query(
    `UPDATE storefronts SET currency = 'EUR', timezone = 'Europe/Berlin', country = 'DE', tax_included = true,
       support_email = coalesce(support_email, $2), updated_at = now()
     WHERE project_id = $1 AND NOT EXISTS (SELECT 1 FROM orders WHERE project_id = $1)`,
    [projectId, `support@${storefront.defaultDomain}`],
  );
}

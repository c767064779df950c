/**
 * Demo catalogue (issue 21): a few hundred print-on-demand / game-store products with thousands of variants,
 * stock at two factories written as a ledger of movements (levels are the sums of what was written), and a
 * year of monthly statements per factory with their fulfilments and transactions. Deterministic (seeded) and
 * fast: bulk `unnest` inserts in one transaction. `seedDemoCatalogue` runs once per database (its own marker).
 */
import { and, asc, eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import { appSettings, projectIntegrations, projectMembers, projects, users } from '../schema/index.ts';
import { bulkInsert, type ColumnSpec } from './bulk-insert.ts';
import { rng } from './generate.ts';

const MARKER = 'seed_catalogue_v1';
/** Products in the demo catalogue: 300 by default; `DEMO_PRODUCTS` overrides it; test runs get 40. */
export const DEMO_PRODUCTS =
  Number.parseInt(process.env.DEMO_PRODUCTS ?? '', 10) >= 0
    ? Number.parseInt(process.env.DEMO_PRODUCTS!, 10)
    : process.env.NODE_ENV === 'test'
      ? 40
      : 300;

interface Family {
  category: string;
  nouns: string[];
  /** Base cost range in cents. */
  cost: [number, number];
  weight: [number, number];
  sizes?: string[];
  colours?: string[];
  finishes?: string[];
  steps?: number[];
  description: string;
}

const FAMILIES: Family[] = [
  {
    category: 'apparel',
    nouns: ['T-shirt', 'Hoodie', 'Long-sleeve tee', 'Sweatshirt', 'Tank top'],
    cost: [650, 2400],
    weight: [150, 600],
    sizes: ['XS', 'S', 'M', 'L', 'XL', '2XL'],
    colours: ['Black', 'White', 'Navy', 'Heather grey', 'Forest green', 'Burgundy'],
    description: 'Direct-to-garment print on ring-spun cotton; printed and packed to order.',
  },
  {
    category: 'prints',
    nouns: ['Art print', 'Poster', 'Canvas', 'Framed print', 'Metal print'],
    cost: [300, 4500],
    weight: [80, 1800],
    sizes: ['A4', 'A3', 'A2', '30 × 40 cm', '50 × 70 cm'],
    finishes: ['Matt', 'Gloss', 'Satin'],
    description: 'Archival pigment inks on museum-grade stock, colour-managed for every paper.',
  },
  {
    category: 'game accessories',
    nouns: ['Playmat', 'Deck box', 'Card sleeves', 'Dice bag', 'Dice tray', 'Token set'],
    cost: [250, 2200],
    weight: [40, 900],
    sizes: ['Standard', 'Large'],
    colours: ['Black', 'Red', 'Blue', 'Green', 'Purple'],
    finishes: ['Matt', 'Gloss'],
    description: 'Tabletop accessories printed edge to edge with your artwork, for game stores and conventions.',
  },
  {
    category: 'stickers',
    nouns: ['Die-cut sticker', 'Sticker sheet', 'Holographic sticker', 'Vinyl decal'],
    cost: [40, 400],
    weight: [5, 40],
    sizes: ['5 cm', '7.5 cm', '10 cm'],
    finishes: ['Matt', 'Gloss', 'Holographic'],
    steps: [10, 25, 50],
    description: 'Weatherproof vinyl with a laminate that survives laptops, bottles and game boxes.',
  },
  {
    category: 'packaging',
    nouns: ['Mailer box', 'Tissue paper', 'Poly mailer', 'Tape roll', 'Packing slip pouch'],
    cost: [15, 180],
    weight: [10, 220],
    sizes: ['S', 'M', 'L'],
    colours: ['Kraft', 'White', 'Black'],
    steps: [25, 50, 100],
    description: 'Branded packaging the factory packs your orders in; ordered in multiples of a bundle.',
  },
];
const ADJECTIVES = [
  'Aurora',
  'Basilisk',
  'Cosmic',
  'Dragon',
  'Ember',
  'Feywild',
  'Goblin',
  'Harbor',
  'Iron',
  'Jade',
  'Kraken',
  'Lunar',
  'Mythic',
  'Nebula',
  'Obsidian',
  'Phoenix',
  'Quest',
  'Rune',
  'Solar',
  'Tidal',
  'Umbra',
  'Vortex',
  'Wyvern',
  'Zenith',
];
const THEMES = ['Classic', 'Retro', 'Minimal', 'Pixel', 'Watercolour', 'Neon', 'Botanical', 'Vintage', 'Tournament', 'Limited'];

type Table = 'products' | 'variants' | 'levels' | 'movements' | 'statements' | 'fulfillments' | 'transactions';
const C: Record<Table, ColumnSpec> = {
  products: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['title', 'text'],
    ['description', 'text'],
    ['category', 'text'],
    ['images', 'jsonb'],
    ['attributes', 'jsonb'],
    ['base_cost', 'bigint'],
    ['currency', 'text'],
    ['quantity_step', 'int'],
    ['variant_count', 'int'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ],
  variants: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['product_id', 'text'],
    ['sku', 'text'],
    ['title', 'text'],
    ['options', 'jsonb'],
    ['cost', 'bigint'],
    ['currency', 'text'],
    ['weight_grams', 'int'],
    ['gtin', 'text'],
    ['created_at', 'timestamptz'],
  ],
  levels: [
    ['project_id', 'text'],
    ['variant_id', 'text'],
    ['fulfillment_project_id', 'text'],
    ['fulfillment_project_name', 'text'],
    ['on_hand', 'int'],
    ['reserved', 'int'],
    ['updated_at', 'timestamptz'],
  ],
  movements: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['variant_id', 'text'],
    ['fulfillment_project_id', 'text'],
    ['kind', 'text'],
    ['on_hand_delta', 'int'],
    ['reserved_delta', 'int'],
    ['reference', 'text'],
    ['created_at', 'timestamptz'],
  ],
  statements: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['fulfillment_project_id', 'text'],
    ['fulfillment_project_name', 'text'],
    ['number', 'text'],
    ['period_start', 'timestamptz'],
    ['period_end', 'timestamptz'],
    ['status', 'text'],
    ['currency', 'text'],
    ['fulfillment_count', 'int'],
    ['transaction_count', 'int'],
    ['total', 'bigint'],
    ['created_at', 'timestamptz'],
  ],
  fulfillments: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['statement_id', 'text'],
    ['order_reference', 'text'],
    ['item_count', 'int'],
    ['total', 'bigint'],
    ['currency', 'text'],
    ['fulfilled_at', 'timestamptz'],
  ],
  transactions: [
    ['project_id', 'text'],
    ['id', 'text'],
    ['statement_id', 'text'],
    ['fulfillment_id', 'text'],
    ['type', 'text'],
    ['description', 'text'],
    ['sku', 'text'],
    ['quantity', 'int'],
    ['amount', 'bigint'],
    ['currency', 'text'],
    ['created_at', 'timestamptz'],
  ],
};

/** A GTIN-13 with a valid check digit. */
function gtin13(n: number) {
  const body = `400${String(n).padStart(9, '0')}`.slice(0, 12);
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function combos(f: Family, r: ReturnType<typeof rng>) {
  const axes: [string, string[]][] = [];
  if (f.sizes) axes.push(['size', f.sizes.slice(0, r.int(Math.min(2, f.sizes.length), f.sizes.length))]);
  if (f.colours) axes.push(['colour', f.colours.slice(r.int(0, 1)).slice(0, r.int(2, 4))]);
  if (f.finishes) axes.push(['finish', f.finishes.slice(0, r.int(1, f.finishes.length))]);
  let out: Record<string, string>[] = [{}];
  for (const [axis, values] of axes) out = out.flatMap((o) => values.map((v) => ({ ...o, [axis]: v })));
  return out;
}

export interface CatalogueOptions {
  products?: number;
  factories: { id: string; name: string }[];
  /** Months of statements (12 = a year). */
  months?: number;
  /** Fulfilments per factory per month, on average. */
  fulfillmentsPerMonth?: number;
  now?: number;
  seed?: number;
}

export async function generateCatalogue(database: Database, projectId: string, opts: CatalogueOptions) {
  const r = rng(opts.seed ?? 21);
  const now = opts.now ?? Date.now();
  const iso = (t: number) => new Date(t).toISOString();
  const rows: Record<Table, unknown[][]> = {
    products: [],
    variants: [],
    levels: [],
    movements: [],
    statements: [],
    fulfillments: [],
    transactions: [],
  };
  const skus: { sku: string; cost: number; title: string }[] = [];
  const count = opts.products ?? DEMO_PRODUCTS;
  let gt = 0;
  for (let p = 0; p < count; p++) {
    const f = FAMILIES[p % FAMILIES.length]!;
    const noun = r.pick(f.nouns);
    const title = `${r.pick(ADJECTIVES)} ${r.pick(THEMES)} ${noun}`;
    const created = now - r.int(30, 720) * 86_400_000;
    const productId = newId('gpr', created + p);
    const baseCost = r.int(f.cost[0], f.cost[1]);
    const step = f.steps ? r.pick(f.steps) : null;
    const variants = combos(f, r);
    const code = `${f.category.slice(0, 3).toUpperCase()}-${String(p + 1).padStart(4, '0')}`;
    rows.products.push([
      projectId,
      productId,
      title,
      `${title}. ${f.description}`,
      f.category,
      JSON.stringify([]),
      JSON.stringify({
        material: f.category === 'apparel' ? '100% cotton' : f.category === 'prints' ? 'Fine-art paper' : 'Mixed',
        origin: 'EU',
      }),
      baseCost,
      'EUR',
      step,
      variants.length,
      iso(created),
      iso(created),
    ]);
    for (const [v, options] of variants.entries()) {
      const variantId = newId('gvr', created + p * 100 + v);
      const sku = [
        code,
        ...Object.values(options).map((o) =>
          o
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 4)
            .toUpperCase(),
        ),
      ].join('-');
      const cost = baseCost + (f.sizes && options.size ? f.sizes.indexOf(options.size) * Math.max(20, Math.round(baseCost * 0.08)) : 0);
      const vTitle = Object.values(options).join(' / ') || 'Default';
      rows.variants.push([
        projectId,
        variantId,
        productId,
        sku,
        vTitle,
        JSON.stringify(options),
        cost,
        'EUR',
        r.int(f.weight[0], f.weight[1]),
        r.next() < 0.85 ? gtin13(++gt) : null,
        iso(created),
      ]);
      skus.push({ sku, cost, title: `${title} — ${vTitle}` });
      for (const factory of opts.factories) {
        if (r.next() < 0.15) continue; // not every factory stocks every variant
        let onHand = 0;
        let reserved = 0;
        const move = (kind: string, dOn: number, dRes: number, t: number, ref: string | null) => {
          onHand += dOn;
          reserved += dRes;
          rows.movements.push([projectId, newId('stm', t), variantId, factory.id, kind, dOn, dRes, ref, iso(t)]);
        };
        let t = created + r.int(1, 10) * 86_400_000;
        const deliveries = r.int(1, 3);
        for (let d = 0; d < deliveries; d++) {
          const qty = step ? step * r.int(1, 8) : r.int(0, 1) ? r.int(20, 400) : r.int(0, 15);
          if (qty > 0) move('received', qty, 0, t, `Delivery ${d + 1}`);
          t += r.int(5, 60) * 86_400_000;
          if (t > now) t = now - r.int(1, 48) * 3_600_000;
          const ship = Math.floor(onHand * r.next() * 0.6);
          if (ship > 0) {
            move('reserved', 0, ship, t, `Resupply ${r.int(1000, 9999)}`);
            move('shipped', -ship, -ship, t + 3_600_000, null);
          }
        }
        const hold = Math.floor((onHand - reserved) * r.next() * 0.2);
        if (hold > 0) move('reserved', 0, hold, Math.min(now - 60_000, t + 86_400_000), `Order ${r.int(1000, 9999)}`);
        if (r.next() < 0.05 && onHand - reserved > 1) move('adjusted', -1, 0, Math.min(now - 30_000, t + 2 * 86_400_000), 'Stock count');
        rows.levels.push([projectId, variantId, factory.id, factory.name, onHand, reserved, iso(now)]);
      }
    }
  }

  // A year of monthly statements per factory: fulfilments (production + shipping, sometimes inserts/packaging).
  const months = opts.months ?? 12;
  const perMonth = opts.fulfillmentsPerMonth ?? 60;
  const start = new Date(now);
  for (const [fi, factory] of opts.factories.entries()) {
    for (let m = months - 1; m >= 0; m--) {
      const periodStart = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - m, 1);
      const periodEnd = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - m + 1, 1);
      const statementId = newId('gst', periodStart + fi);
      const month = new Date(periodStart).toISOString().slice(0, 7);
      const season =
        1 +
        0.5 * Math.sin(((new Date(periodStart).getUTCMonth() - 2) / 12) * 2 * Math.PI) +
        (new Date(periodStart).getUTCMonth() === 10 ? 0.8 : 0);
      const n = Math.max(3, Math.round(perMonth * season * (0.7 + r.next() * 0.6)));
      let total = 0;
      let txCount = 0;
      const last = Math.min(periodEnd, now) - 1;
      for (let k = 0; k < n; k++) {
        const at = periodStart + Math.floor(r.next() * (last - periodStart));
        const fulfillmentId = newId('gfl', at);
        let fTotal = 0;
        let items = 0;
        const lines = r.int(1, 3);
        const tx = (type: string, description: string, sku: string | null, qty: number, amount: number, offset: number) => {
          rows.transactions.push([
            projectId,
            newId('gtx', at + offset),
            statementId,
            fulfillmentId,
            type,
            description,
            sku,
            qty,
            amount,
            'EUR',
            iso(at + offset),
          ]);
          fTotal += amount;
          txCount++;
        };
        for (let l = 0; l < lines; l++) {
          const item = r.pick(skus);
          const qty = r.int(1, 4);
          items += qty;
          tx('production', item.title, item.sku, qty, item.cost * qty, l);
        }
        tx('shipping', r.pick(['DHL Paket', 'DPD Classic', 'GLS Business', 'UPS Standard']), null, 1, r.int(390, 1290), lines);
        if (r.next() < 0.3) tx('insert', 'Thank-you card A6', null, 1, 18, lines + 1);
        if (r.next() < 0.2) tx('packaging', 'Branded mailer box', null, 1, r.int(45, 120), lines + 2);
        if (r.next() < 0.02) tx('adjustment', 'Reprint credit (misprint)', null, 1, -r.int(300, 1500), lines + 3);
        rows.fulfillments.push([projectId, fulfillmentId, statementId, `#${r.int(1000, 99999)}`, items, fTotal, 'EUR', iso(at)]);
        total += fTotal;
      }
      const closed = periodEnd <= now;
      rows.statements.push([
        projectId,
        statementId,
        factory.id,
        factory.name,
        `ST-${month}-${fi + 1}`,
        iso(periodStart),
        iso(periodEnd),
        closed ? 'closed' : 'open',
        'EUR',
        n,
        txCount,
        total,
        iso(closed ? periodEnd : periodStart),
      ]);
    }
  }

  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await bulkInsert(client, 'gfn_products', C.products, rows.products);
    await bulkInsert(client, 'gfn_variants', C.variants, rows.variants);
    await bulkInsert(client, 'gfn_stock_levels', C.levels, rows.levels);
    await bulkInsert(client, 'gfn_stock_movements', C.movements, rows.movements);
    await bulkInsert(client, 'gfn_statements', C.statements, rows.statements);
    await bulkInsert(client, 'gfn_fulfillments', C.fulfillments, rows.fulfillments);
    await bulkInsert(client, 'gfn_transactions', C.transactions, rows.transactions);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return {
    products: rows.products.length,
    variants: rows.variants.length,
    levels: rows.levels.length,
    movements: rows.movements.length,
    statements: rows.statements.length,
    fulfillments: rows.fulfillments.length,
    transactions: rows.transactions.length,
  };
}

/**
 * Once per database: the demo project gets the `products` and `inserts` modules and the catalogue; its two
 * factories are the demo user's projects named "… Factory …" (else its other projects).
 */
export async function seedDemoCatalogue(database: Database, demoEmail: string, products = DEMO_PRODUCTS) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
  if (!user) return null;
  const mine = await db
    .select({ id: projects.id, name: projects.name, planCode: projects.planCode })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, user.id))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const project = mine.find((p) => p.planCode === 'demo') ?? mine[0];
  if (!project) return null;
  const others = mine.filter((p) => p.id !== project.id);
  const factories = [...others.filter((p) => /factory/i.test(p.name)), ...others.filter((p) => !/factory/i.test(p.name))].slice(0, 2);
  if (!factories.length) factories.push({ id: project.id, name: project.name, planCode: project.planCode });
  const claimed = await db
    .insert(appSettings)
    .values({ key: MARKER, value: { at: new Date().toISOString(), projectId: project.id } })
    .onConflictDoNothing()
    .returning();
  if (!claimed.length) return null;
  try {
    const now = new Date().toISOString();
    for (const code of ['products', 'inserts']) {
      const [row] = await db
        .select({ code: projectIntegrations.code })
        .from(projectIntegrations)
        .where(and(eq(projectIntegrations.projectId, project.id), eq(projectIntegrations.code, code)));
      if (!row)
        await db.insert(projectIntegrations).values({ projectId: project.id, code, installedAt: now, setupAt: now }).onConflictDoNothing();
    }
    const result = await generateCatalogue(database, project.id, {
      products,
      factories: factories.map((f) => ({ id: f.id, name: f.name })),
      fulfillmentsPerMonth: products < 100 ? 10 : 60,
    });
    return { projectId: project.id, ...result };
  } catch (err) {
    await db.delete(appSettings).where(eq(appSettings.key, MARKER));
    throw err;
  }
}

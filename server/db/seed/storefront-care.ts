/**
 * Demo storefront care (issue 16): the demo project gets the `enquiries` and `reviews` modules, a few thousand
 * customer enquiries (mostly resolved, recent ones open, some with a log of assignment and status changes) and
 * reviews of the products its customers bought (ratings skewed to 4–5 stars like real shops, long-tailed per
 * product; older ones moderated, the last weeks pending). Deterministic (seeded randomness), linked to the demo
 * customers and orders, written with bulk inserts; its own marker so it runs once. `DEMO_ENQUIRIES` and
 * `DEMO_REVIEWS` size it (the bench uses 100,000 reviews).
 */
import { and, desc, eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import { appSettings, orderLines, orders, projectIntegrations, projectMembers, users } from '../schema/index.ts';
import { bulkInsert, type ColumnSpec } from './bulk-insert.ts';
import { demoProjectId } from './commerce.ts';
import { rng } from './generate.ts';

const MARKER = 'seed_storefront_care_v1';
const size = (name: string, dflt: number, test: number) => {
  const n = Number.parseInt(process.env[name] ?? '', 10);
  return n >= 0 ? n : process.env.NODE_ENV === 'test' ? test : dflt;
};

const SUBJECTS = [
  ['Where is my order?', 'I ordered over a week ago and the tracking has not moved. Can you check?', 'shipping'],
  ['Wrong size received', 'The print I received is A3, but I ordered A2. How do I exchange it?', 'returns'],
  ['Damaged on arrival', 'The frame arrived with a cracked corner. Photos attached in my next mail.', 'damaged'],
  ['Can I change my address?', 'I moved last week — can you still change the delivery address on my order?', 'shipping'],
  ['Bulk order discount', 'We would like 40 posters for our office. Do you offer a discount for bulk orders?', 'sales'],
  ['Colour looks different', 'The blue on my print is much darker than on the website. Is that expected?', 'quality'],
  ['Return request', 'I would like to return my order, it is not what I expected.', 'returns'],
  ['Invoice for my company', 'Could you send an invoice with our VAT number on it?', 'billing'],
  ['Gift wrapping', 'Do you offer gift wrapping and a note for a birthday present?', 'sales'],
  ['Payment failed twice', 'My card was declined twice although it works elsewhere. Can I pay another way?', 'billing'],
] as const;
const TITLES: Record<number, string[]> = {
  5: ['Absolutely love it', 'Perfect gift', 'Stunning print quality', 'Exceeded expectations', 'Beautiful colours'],
  4: ['Very nice', 'Good quality, slow shipping', 'Happy with it', 'Looks great on the wall'],
  3: ['It is okay', 'Decent but pricey', 'Colours a bit off'],
  2: ['Disappointed', 'Arrived bent', 'Not as pictured'],
  1: ['Terrible', 'Never arrived', 'Cheap paper, avoid'],
};
const BODIES: Record<number, string[]> = {
  5: ['The print is crisp and the paper feels premium. Will order again!', 'Arrived quickly and well packed. My partner loved it.'],
  4: ['Nice print, shipping took a few extra days.', 'Good value for the price. Frame could be sturdier.'],
  3: ['Fine overall, but the colours are duller than on screen.', 'Okay product, took almost two weeks.'],
  2: ['The corner was bent when it arrived. Support replaced it though.', 'Looks cheaper than on the photos.'],
  1: ['Still waiting after a month. No answer to my emails.', 'The ink smudged as soon as I touched it.'],
};
const SPAM = ['Buy cheap followers at best-price-followers dot com', 'Great site!!! visit my profile for crypto gains'];

const ENQUIRY_COLUMNS: ColumnSpec = [
  ['project_id', 'text'],
  ['id', 'text'],
  ['customer_id', 'text'],
  ['order_id', 'text'],
  ['name', 'text'],
  ['email', 'text'],
  ['subject', 'text'],
  ['message', 'text'],
  ['source', 'text'],
  ['status', 'text'],
  ['assignee_id', 'text'],
  ['tags', 'jsonb'],
  ['resolved_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];
const LOG_COLUMNS: ColumnSpec = [
  ['project_id', 'text'],
  ['id', 'text'],
  ['enquiry_id', 'text'],
  ['action', 'text'],
  ['message', 'text'],
  ['data', 'jsonb'],
  ['actor_type', 'text'],
  ['actor_id', 'text'],
  ['actor_name', 'text'],
  ['created_at', 'timestamptz'],
];
const REVIEW_COLUMNS: ColumnSpec = [
  ['project_id', 'text'],
  ['id', 'text'],
  ['product_id', 'text'],
  ['product_name', 'text'],
  ['customer_id', 'text'],
  ['order_id', 'text'],
  ['author_name', 'text'],
  ['author_email', 'text'],
  ['rating', 'int'],
  ['title', 'text'],
  ['body', 'text'],
  ['verified_purchase', 'boolean'],
  ['status', 'text'],
  ['moderated_by_id', 'text'],
  ['moderated_by_name', 'text'],
  ['moderation_reason', 'text'],
  ['moderated_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

const DAY = 86_400_000;

/** Ratings as shops see them: mostly 5 and 4 stars, a tail of bad ones. */
function rating(r: ReturnType<typeof rng>) {
  const x = r.next();
  return x < 0.52 ? 5 : x < 0.8 ? 4 : x < 0.9 ? 3 : x < 0.95 ? 2 : 1;
}

export async function generateStorefrontCare(
  database: Database,
  projectId: string,
  opts: { enquiries: number; reviews: number; now?: number },
): Promise<{ enquiries: number; reviews: number }> {
  const { db } = database;
  const r = rng(20261124);
  const now = opts.now ?? Date.now();
  const purchases = await db
    .select({
      orderId: orders.id,
      customerId: orders.customerId,
      name: orders.customerName,
      email: orders.email,
      createdAt: orders.createdAt,
      productId: orderLines.productId,
      productName: orderLines.productName,
    })
    .from(orders)
    .innerJoin(orderLines, and(eq(orderLines.projectId, orders.projectId), eq(orderLines.orderId, orders.id)))
    .where(and(eq(orders.projectId, projectId), eq(orderLines.position, 0)))
    .orderBy(desc(orders.createdAt))
    .limit(5000);
  const team = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .limit(12);
  const teamName = (u: (typeof team)[number]) => [u.firstName, u.lastName].filter(Boolean).join(' ') || 'Team member';
  const fallbackProducts = ['Poster A2', 'Framed print 30×40', 'Canvas 50×70', 'Photo book', 'Greeting cards (10)'];

  const enquiryRows: unknown[][] = [];
  const logRows: unknown[][] = [];
  for (let i = 0; i < opts.enquiries; i++) {
    // Newer days get more: a long history that thins out backwards (about a year).
    const age = Math.floor(365 * r.next() ** 2 * DAY) + r.int(0, DAY);
    const at = now - age;
    const created = new Date(at).toISOString();
    const p = purchases.length && r.next() < 0.75 ? r.pick(purchases) : null;
    const [subject, message, tag] = r.pick(SUBJECTS);
    const source = subject === 'Return request' ? 'return_request' : p && r.next() < 0.4 ? 'order_page' : 'contact_form';
    const status =
      age < 2 * DAY ? 'open' : age < 6 * DAY ? (r.next() < 0.5 ? 'pending' : 'open') : r.next() < 0.93 ? 'resolved' : 'pending';
    const assignee = team.length && (status !== 'open' || r.next() < 0.3) ? r.pick(team) : null;
    const id = newId('enq', at);
    const name = p?.name || `Guest ${i}`;
    const resolvedAt = status === 'resolved' ? new Date(at + r.int(1, 72) * 3_600_000).toISOString() : null;
    enquiryRows.push([
      projectId,
      id,
      p?.customerId ?? null,
      source === 'order_page' ? (p?.orderId ?? null) : null,
      name,
      p?.email ?? `guest${i}@example.com`,
      subject,
      message,
      source,
      status,
      assignee?.id ?? null,
      JSON.stringify(r.next() < 0.6 ? [tag] : []),
      resolvedAt,
      created,
      resolvedAt ?? created,
    ]);
    logRows.push([
      projectId,
      newId('elg', at),
      id,
      'created',
      `Received from ${name}`,
      JSON.stringify({ source }),
      'apiKey',
      null,
      'API key',
      created,
    ]);
    if (assignee) {
      const t = new Date(at + 1_800_000).toISOString();
      logRows.push([
        projectId,
        newId('elg', at + 1),
        id,
        'assignee',
        `Assigned to ${teamName(assignee)}`,
        JSON.stringify({ to: assignee.id }),
        'user',
        assignee.id,
        teamName(assignee),
        t,
      ]);
      if (status !== 'open')
        logRows.push([
          projectId,
          newId('elg', at + 2),
          id,
          'status',
          `Status open → ${status}`,
          JSON.stringify({ from: 'open', to: status }),
          'user',
          assignee.id,
          teamName(assignee),
          resolvedAt ?? new Date(at + 3_600_000).toISOString(),
        ]);
    }
  }

  const reviewRows: unknown[][] = [];
  const moderator = team[0] ?? null;
  for (let i = 0; i < opts.reviews; i++) {
    const p = purchases.length && r.next() < 0.85 ? purchases[Math.floor(purchases.length * r.next() ** 1.5)]! : null;
    const spam = r.next() < 0.02;
    const stars = spam ? 5 : rating(r);
    const age = Math.floor(400 * r.next() ** 1.6 * DAY) + r.int(0, DAY);
    const at = now - age;
    const created = new Date(at).toISOString();
    const moderated = age > 14 * DAY || r.next() < 0.3;
    const status = !moderated ? 'pending' : spam ? 'spam' : stars <= 1 && r.next() < 0.3 ? 'rejected' : 'approved';
    const moderatedAt = moderated ? new Date(at + r.int(1, 48) * 3_600_000).toISOString() : null;
    reviewRows.push([
      projectId,
      newId('rev', at),
      p?.productId ?? null,
      p?.productName ?? r.pick(fallbackProducts),
      p?.customerId ?? null,
      p?.orderId ?? null,
      spam ? 'Best Deals' : (p?.name ?? `Guest ${i}`),
      p?.email ?? null,
      stars,
      spam ? 'Amazing offer' : r.pick(TITLES[stars]!),
      spam ? r.pick(SPAM) : r.pick(BODIES[stars]!),
      !!p && !spam,
      status,
      moderated ? (moderator?.id ?? null) : null,
      moderated ? (moderator ? teamName(moderator) : 'Shopfloor') : null,
      status === 'rejected' ? 'Abusive language' : status === 'spam' ? 'Advertising' : null,
      moderatedAt,
      created,
      moderatedAt ?? created,
    ]);
  }

  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await bulkInsert(client, 'enquiries', ENQUIRY_COLUMNS, enquiryRows);
    await bulkInsert(client, 'enquiry_logs', LOG_COLUMNS, logRows);
    await bulkInsert(client, 'reviews', REVIEW_COLUMNS, reviewRows);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
  return { enquiries: enquiryRows.length, reviews: reviewRows.length };
}

/** Once per database: the demo project's enquiries and reviews modules and data (after the commerce seed). */
export async function seedDemoStorefrontCare(database: Database, demoEmail: string) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return null;
  const projectId = await demoProjectId(database, demoEmail);
  if (!projectId) return null;
  const claimed = await db
    .insert(appSettings)
    .values({ key: MARKER, value: { at: new Date().toISOString(), projectId } })
    .onConflictDoNothing()
    .returning();
  if (!claimed.length) return null;
  try {
    const now = new Date().toISOString();
    for (const code of ['enquiries', 'reviews', 'storefront'])
      await db.insert(projectIntegrations).values({ projectId, code, installedAt: now, setupAt: now }).onConflictDoNothing();
    return await generateStorefrontCare(database, projectId, {
      enquiries: size('DEMO_ENQUIRIES', 4000, 200),
      reviews: size('DEMO_REVIEWS', 8000, 300),
    });
  } catch (err) {
    await db.delete(appSettings).where(eq(appSettings.key, MARKER));
    throw err;
  }
}

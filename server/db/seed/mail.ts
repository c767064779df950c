/**
 * Demo mail data for the demo user's first project: subscribers with consent and engagement history (some of them
 * the shop's customers, so lastPurchased shows), a newsletter list, a VIP list and a segment, three sent campaigns
 * with their per-recipient rows (opens, clicks, unsubscribes, bounces at realistic rates), a draft, and a live
 * welcome flow. Deterministic (seeded), bulk-inserted; behind its own marker.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { appSettings, customers, flowRuns, flowSends, flows, jobs, mailCampaigns, mailingLists } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { rng } from './generate.ts';
import { ownedProjects } from './owned-projects.ts';

const MARKER = 'seed_mail_v1';
const FIRST = [
  'Anna',
  'Ben',
  'Chloé',
  'David',
  'Emma',
  'Felix',
  'Greta',
  'Hugo',
  'Ida',
  'Jonas',
  'Lena',
  'Max',
  'Nora',
  'Oskar',
  'Paula',
  'Sara',
];
const LAST = ['Meyer', 'Schmidt', 'Dubois', 'Rossi', 'Novak', 'García', 'Jensen', 'Smith', 'Kowalski', 'Silva'];
const DAY = 86_400_000;
/** The first demo campaign went out this many days ago (cmp_demo_spring). */
const FIRST_CAMPAIGN_DAYS = 75;

export async function seedDemoMail(database: Database, email: string, count = 3000) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return false;
  const [owner] = await ownedProjects(db, email);
  if (!owner) return false;
  const projectId = owner.projectId;
  const r = rng(20261124);
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString();
  const buyers = await db
    .select({ email: customers.email, lastPurchasedAt: customers.lastPurchasedAt })
    .from(customers)
    .where(eq(customers.projectId, projectId))
    .limit(Math.floor(count / 4));

  const subs: unknown[][] = [];
  const seen = new Set<string>();
  const firstCampaignAt = now - FIRST_CAMPAIGN_DAYS * DAY;
  let complainer = false;
  for (let i = 0; i < count; i++) {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    let mail =
      buyers[i]?.email ??
      `${first}.${last}.${i}@example.com`
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^\x20-\x7e]/g, '');
    if (seen.has(mail)) mail = `subscriber.${i}@example.com`;
    seen.add(mail);
    const created = now - r.int(1, 720) * DAY;
    const roll = r.next();
    // Bounced and complained people got that way from a demo campaign (their send says so, below): only newsletter
    // members who were there for the first one; exactly one complaint.
    const reachable = i % 10 < 8 && created < now - FIRST_CAMPAIGN_DAYS * DAY;
    const complains = reachable && !complainer && i >= 7;
    if (complains) complainer = true;
    const status = complains
      ? 'complained'
      : roll < 0.9
        ? 'subscribed'
        : roll < 0.96
          ? 'unsubscribed'
          : roll < 0.975 && reachable
            ? 'bounced'
            : 'subscribed';
    const engaged = r.next() < 0.6;
    const opens = engaged ? r.int(1, 25) : 0;
    const clicks = engaged ? r.int(0, Math.ceil(opens / 3)) : 0;
    const lastOpened = opens ? now - r.int(0, 120) * DAY - r.int(0, 86_000) * 1000 : null;
    const lastClicked = clicks && lastOpened ? lastOpened - r.int(0, 10) * DAY : null;
    subs.push([
      projectId,
      `sub_demo_${String(i).padStart(5, '0')}`,
      mail,
      first,
      last,
      r.next() < 0.5 ? 'female' : r.next() < 0.9 ? 'male' : null,
      JSON.stringify({ source: r.pick(['checkout', 'footer form', 'popup', 'import']) }),
      status,
      iso(
        status === 'bounced'
          ? firstCampaignAt + 60_000
          : status === 'complained'
            ? firstCampaignAt + 26 * 3_600_000
            : status === 'subscribed'
              ? created
              : created + r.int(1, 200) * DAY,
      ),
      status === 'subscribed'
        ? r.pick(['form', 'checkout', 'import'])
        : status === 'unsubscribed'
          ? 'unsubscribe-link'
          : status === 'bounced'
            ? 'bounce'
            : 'complaint',
      lastOpened ? iso(lastOpened) : null,
      lastClicked ? iso(lastClicked) : null,
      opens,
      clicks,
      iso(created),
      buyers[i]?.email === mail ? (buyers[i]?.lastPurchasedAt ?? null) : null,
    ]);
  }

  const newsletter = 'mlst_demo_newsletter';
  const vip = 'mlst_demo_vip';
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: MARKER, value: { at: iso(now) } });
    await tx.insert(mailingLists).values([
      {
        projectId,
        id: newsletter,
        name: 'Newsletter',
        description: 'Everyone who signed up for news',
        type: 'static',
        createdAt: iso(now - 700 * DAY),
      },
      { projectId, id: vip, name: 'VIP customers', description: 'Our best customers', type: 'static', createdAt: iso(now - 400 * DAY) },
      {
        projectId,
        id: 'mlst_demo_engaged',
        name: 'Engaged women',
        description: 'Opened in the last 30 days',
        type: 'segment',
        rules: {
          gender: 'female',
          conditions: [{ field: 'lastOpened', op: 'gte', days: 30 }],
          lists: [{ mailingListId: newsletter, mode: 'include' }],
        },
        createdAt: iso(now - 30 * DAY),
      },
    ]);
  });
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    await bulkInsert(
      client,
      'mail_subscribers',
      [
        ['project_id', 'text'],
        ['id', 'text'],
        ['email', 'text'],
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['gender', 'text'],
        ['attributes', 'jsonb'],
        ['status', 'text'],
        ['consent_at', 'timestamptz'],
        ['consent_source', 'text'],
        ['last_opened_at', 'timestamptz'],
        ['last_clicked_at', 'timestamptz'],
        ['open_count', 'int'],
        ['click_count', 'int'],
        ['created_at', 'timestamptz'],
        ['last_purchased_at', 'timestamptz'],
      ],
      subs,
    );
    const members: unknown[][] = [];
    for (const [i, s] of subs.entries()) {
      if (i % 10 < 8) members.push([projectId, newsletter, s[1]]);
      if (i % 10 === 3) members.push([projectId, vip, s[1]]);
    }
    await bulkInsert(
      client,
      'mailing_list_members',
      [
        ['project_id', 'text'],
        ['mailing_list_id', 'text'],
        ['subscriber_id', 'text'],
      ],
      members,
    );
    // Three sent campaigns to the newsletter, with what happened to each message.
    const sent = [
      { id: 'cmp_demo_spring', name: 'Spring collection', days: FIRST_CAMPAIGN_DAYS, open: 0.42, click: 0.09 },
      { id: 'cmp_demo_summer', name: 'Summer sale', days: 40, open: 0.38, click: 0.12 },
      { id: 'cmp_demo_autumn', name: 'Autumn news', days: 8, open: 0.35, click: 0.06 },
    ];
    const sends: unknown[][] = [];
    const ended = new Set<string>(); // bounced or complained in an earlier campaign: not mailed again
    for (const c of sent) {
      const at = now - c.days * DAY;
      let n = 0;
      for (const [i, s] of subs.entries()) {
        const id = String(s[1]);
        if (i % 10 >= 8 || Date.parse(String(s[14])) > at || ended.has(id)) continue;
        n++;
        // The first campaign they got is where a bounced subscriber bounced (a 550 at send time: never delivered)
        // and where the one complaint came from; their consent time and source say so.
        const bounced = s[7] === 'bounced';
        const complained = s[7] === 'complained';
        if (bounced || complained) ended.add(id);
        const opened = !bounced && (complained || r.next() < c.open);
        const clicked = opened && !complained && r.next() < c.click / c.open;
        const unsub = opened && !complained && r.next() < 0.004;
        sends.push([
          projectId,
          c.id,
          id,
          s[2],
          bounced ? 'bounced' : 'sent',
          iso(at),
          opened ? iso(at + r.int(1, 24) * 3_600_000) : null, // before a complaint (26 h after sending)
          clicked ? iso(at + r.int(2, 80) * 3_600_000) : null,
          unsub ? iso(at + r.int(2, 80) * 3_600_000) : null,
          bounced ? iso(at + 60_000) : null,
          complained ? String(s[8]) : null,
          bounced ? `550 5.1.1 <${String(s[2])}>: Recipient address rejected: User unknown` : null,
        ]);
      }
      await client.query(
        `INSERT INTO mail_campaigns (project_id, id, name, subject, preheader, from_name, blocks, audience, status, send_rate, recipients, started_at, sent_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'Corner Shop', $6, $7, 'sent', 600, $8, $9, $10, $11, $10)`,
        [
          projectId,
          c.id,
          c.name,
          `${c.name}: new in store`,
          'Fresh picks for you',
          JSON.stringify([
            { type: 'heading', text: c.name },
            { type: 'text', text: 'Our newest pieces are in. Have a look before they are gone.' },
            { type: 'button', text: 'Shop now', url: 'https://shop.example.com/new' },
          ]),
          JSON.stringify({ mailingListIds: [newsletter], excludeMailingListIds: [], segment: null }),
          n,
          iso(at),
          iso(at + 3_600_000),
          iso(at - 2 * DAY),
        ],
      );
    }
    await bulkInsert(
      client,
      'mail_sends',
      [
        ['project_id', 'text'],
        ['campaign_id', 'text'],
        ['subscriber_id', 'text'],
        ['email', 'text'],
        ['status', 'text'],
        ['sent_at', 'timestamptz'],
        ['opened_at', 'timestamptz'],
        ['clicked_at', 'timestamptz'],
        ['unsubscribed_at', 'timestamptz'],
        ['bounced_at', 'timestamptz'],
        ['complained_at', 'timestamptz'],
        ['error', 'text'],
      ],
      sends,
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
  await db.insert(mailCampaigns).values({
    projectId,
    id: 'cmp_demo_winter',
    name: 'Winter preview',
    subject: 'A first look at winter',
    blocks: [
      { type: 'heading', text: 'Winter is coming' },
      { type: 'text', text: 'A sneak peek at the warmest pieces of the season.' },
    ],
    audience: { mailingListIds: [vip], excludeMailingListIds: [], segment: null },
  });
  const welcome = {
    trigger: { type: 'list_joined' as const, mailingListId: newsletter },
    steps: [
      {
        type: 'send' as const,
        subject: 'Welcome to Corner Shop',
        blocks: [{ type: 'text' as const, text: 'Thanks for signing up! Here is 10% off your first order.' }],
      },
      { type: 'wait' as const, hours: 72 },
      { type: 'branch' as const, condition: { field: 'openCount' as const, op: 'gte' as const, value: 1 } },
      { type: 'send' as const, subject: 'Our bestsellers', blocks: [{ type: 'text' as const, text: 'The pieces everyone loves.' }] },
    ],
  };
  await db.insert(flows).values({
    projectId,
    id: 'flw_demo_welcome',
    name: 'Welcome series',
    status: 'live',
    draft: welcome,
    live: welcome,
    publishedAt: iso(now - 60 * DAY),
  });
  await seedDemoRuns(db, projectId, welcome, subs, now);
  return true;
}

/**
 * The welcome flow's history: the newest newsletter members went through it (finished, or left at the branch
 * because they never opened); the last few are still in it, waiting, with their next step queued as a job.
 */
async function seedDemoRuns(
  db: Database['db'],
  projectId: string,
  version: typeof flows.$inferInsert.draft,
  subs: unknown[][],
  now: number,
) {
  const iso = (t: number) => new Date(t).toISOString();
  const members = subs.filter((s, i) => i % 10 < 8 && s[7] === 'subscribed').slice(0, 40);
  const runs: (typeof flowRuns.$inferInsert)[] = [];
  const sends: (typeof flowSends.$inferInsert)[] = [];
  const queued: (typeof jobs.$inferInsert)[] = [];
  for (const [i, s] of members.entries()) {
    const subscriberId = String(s[1]);
    const id = `frn_demo_${String(i).padStart(3, '0')}`;
    const state = i >= 36 ? 'active' : Number(s[12]) > 0 ? 'done' : 'exited';
    // Finished runs over the last 40 days; the active ones joined in the last two days (their wait still runs).
    const started = state === 'active' ? now - (i - 35) * 12 * 3_600_000 : now - (40 - i) * DAY - 3 * 3_600_000;
    const at = (h: number) => iso(started + h * 3_600_000);
    runs.push({
      projectId,
      id,
      flowId: 'flw_demo_welcome',
      subscriberId,
      status: state,
      step: state === 'active' ? 2 : state === 'done' ? 4 : 3,
      version,
      trigger: 'list_joined',
      nextAt: state === 'active' ? at(72) : null,
      exitReason: state === 'exited' ? 'branch at step 3: condition not met' : null,
      startedAt: iso(started),
      updatedAt: at(state === 'active' ? 0 : 72),
      finishedAt: state === 'active' ? null : at(72),
    });
    const base = { projectId, runId: id, flowId: 'flw_demo_welcome', subscriberId, email: String(s[2]), status: 'sent' as const };
    sends.push({ ...base, step: 0, subject: 'Welcome to Corner Shop', sentAt: at(0) });
    if (state === 'done') sends.push({ ...base, step: 3, subject: 'Our bestsellers', sentAt: at(72) });
    if (state === 'active')
      queued.push({
        id: `job_demo_flow_${i}`,
        queue: 'flow-run-step',
        payload: { projectId, runId: id, step: 2 },
        runAt: at(72),
        maxAttempts: 10,
      });
  }
  await db.insert(flowRuns).values(runs);
  await db.insert(flowSends).values(sends);
  if (queued.length) await db.insert(jobs).values(queued);
}

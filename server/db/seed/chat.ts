/**
 * Chat on first start (issue 18): in the demo user's first project, public channels (#general with a few
 * thousand messages, #orders, #random), a private #design channel, and direct conversations — messages over
 * the last weeks in working hours (busier on weekdays, quiet at night), some @mentions of the demo user,
 * reactions on about one message in ten, and read positions that leave a handful unread for the demo user.
 * Deterministic (seeded), written in bulk; behind its own marker. `DEMO_CHAT_MESSAGES` sizes #general.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ChatAttachmentRecord } from '../../../common/chat.ts';
import { type Config, config } from '../../config.ts';
import { newId } from '../../lib/ids.ts';
import { driveStorage, objectKey } from '../../modules/drive/drive.storage.ts';
import type { Database } from '../client.ts';
import { appSettings, projectMembers } from '../schema/index.ts';
import { bulkInsert } from './bulk-insert.ts';
import { rng } from './generate.ts';
import { ownedProjects } from './owned-projects.ts';

const MARKER = 'seed_chat_v1';
const DAY = 86_400_000;

const LINES = [
  'Morning all! Coffee is on.',
  'The **blue mug** reprint is on the press now.',
  'Can someone check order #{n}? The customer asked about tracking.',
  'Packed and shipped the wholesale batch for Harbour & Co.',
  'Heads up: the courier pickup moves to `15:30` today.',
  'Stock of A5 notebooks is low, reordering tomorrow.',
  'Nice work on the weekend sale, revenue was up *a lot*.',
  'Who has the login for the label printer?',
  'New product photos are in the drive: https://example.com/photos',
  'Reminder: stocktake on Friday after lunch.',
  'The refund for #{n} went through.',
  'Printer jammed again, I restarted it.',
  'Customer loved the gift wrapping, see [their review](https://example.com/review).',
  'Can we move the standup to 9:45?',
  'Supplier says the kraft paper arrives next Tuesday.',
  'I updated the shipping rates for EU orders.',
  'Lunch order going in, anyone want anything?',
  'Returns shelf is full, sorting it now.',
  'The embroidery machine needs a new needle set.',
  'Done with the packaging test, the smaller box works.',
];
const REACTIONS = ['👍', '❤️', '😂', '🎉', '👀', '✅'];

export async function seedDemoChat(database: Database, email: string, size = Number(process.env.DEMO_CHAT_MESSAGES ?? 3000)) {
  const { db, pool } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return false;
  const [owner] = await ownedProjects(db, email);
  if (!owner) return false;
  const project = owner.projectId;
  const me = owner.userId;
  const members = (await db.select({ id: projectMembers.userId }).from(projectMembers).where(eq(projectMembers.projectId, project))).map(
    (m) => m.id,
  );
  const others = members.filter((m) => m !== me);
  const r = rng(20261124);
  const now = Date.now();

  const channels = [
    { name: 'general', type: 'public', description: 'Everything about the shop', count: size, people: members },
    { name: 'orders', type: 'public', description: 'Order questions and shipping', count: Math.round(size / 6), people: members },
    { name: 'random', type: 'public', description: 'Lunch, jokes, everything else', count: Math.round(size / 10), people: members },
    {
      name: 'design',
      type: 'private',
      description: 'New products and packaging',
      count: Math.round(size / 12),
      people: [me, ...others.slice(0, 4)],
    },
    ...others.slice(0, 2).map((o) => ({ name: '', type: 'direct', description: '', count: 12, people: [me, o] })),
  ] as const;

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [MARKER, { at: new Date(now).toISOString() }]);
    const names = new Map(
      (
        await client.query<{ id: string; name: string }>(
          `SELECT id, coalesce(nullif(trim(coalesce(first_name,'') || ' ' || coalesce(last_name,'')), ''), email) AS name FROM users WHERE id = ANY($1)`,
          [members],
        )
      ).rows.map((x) => [x.id, x.name]),
    );
    for (const ch of channels) {
      const id = newId('chn', now - 60 * DAY);
      const people = [...new Set(ch.people)];
      const name = ch.type === 'direct' ? (names.get(people.find((p) => p !== me)!) ?? 'Conversation') : ch.name;
      // Times: spread over 45 days, weekdays busier, 8:00–19:00 mostly; sorted, so seq follows time.
      const times: number[] = [];
      while (times.length < ch.count) {
        const day = Math.floor(r.next() ** 0.7 * 45);
        const t = Math.floor(now - day * DAY - (now % DAY) + (7 + r.next() * 12) * 3_600_000 + r.int(0, 3_599_999));
        const weekday = new Date(t).getUTCDay();
        if ((weekday === 0 || weekday === 6) && r.next() < 0.7) continue;
        if (t < now - 60_000) times.push(t);
      }
      times.sort((a, b) => a - b);
      const rows: unknown[][] = [];
      const mentionRows: unknown[][] = [];
      const reactionRows: unknown[][] = [];
      for (const [i, t] of times.entries()) {
        const author = people.length > 1 && r.next() < 0.85 ? r.pick(people.filter((p) => p !== me)) : me;
        let text = r.pick(LINES).replace('{n}', String(r.int(1000, 9999)));
        if (author !== me && r.next() < 0.02) {
          text = `<@${me}> ${text}`;
        }
        const msgId = newId('msg', t);
        rows.push([project, msgId, id, i + 1, author, text, new Date(t).toISOString()]);
        if (text.startsWith(`<@${me}>`)) mentionRows.push([project, me, id, i + 1, msgId]);
        if (r.next() < 0.1) {
          const emoji = r.pick(REACTIONS);
          for (const u of new Set([r.pick(people), r.pick(people)]))
            reactionRows.push([project, msgId, emoji, u, new Date(t + 60_000).toISOString()]);
        }
      }
      const last = times.at(-1) ?? now;
      await client.query(
        `INSERT INTO chat_channels (project_id, id, type, name, description, created_by, direct_key, last_seq, last_message_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
        [
          project,
          id,
          ch.type,
          name,
          ch.description,
          me,
          ch.type === 'direct' ? [...people].sort().join(',') : null,
          times.length,
          new Date(last).toISOString(),
          new Date(now - 60 * DAY).toISOString(),
        ],
      );
      // Read positions: everyone is up to date except the demo user, who has a few unread here and there.
      const unread = ch.name === 'general' ? 12 : ch.name === 'orders' ? 3 : ch.type === 'direct' ? 1 : 0;
      const memberRows = people.map((u) => [
        project,
        newId('csub'),
        id,
        u,
        u === me || ch.type === 'direct' ? 'owner' : 'member',
        u === me ? Math.max(0, times.length - unread) : times.length,
      ]);
      await bulkInsert(
        client,
        'chat_channel_users',
        [
          ['project_id', 'text'],
          ['id', 'text'],
          ['channel_id', 'text'],
          ['user_id', 'text'],
          ['role', 'text'],
          ['last_read_seq', 'bigint'],
        ],
        memberRows,
      );
      await bulkInsert(
        client,
        'chat_messages',
        [
          ['project_id', 'text'],
          ['id', 'text'],
          ['channel_id', 'text'],
          ['seq', 'bigint'],
          ['author_id', 'text'],
          ['text', 'text'],
          ['created_at', 'timestamptz'],
        ],
        rows,
      );
      await client.query(
        `UPDATE chat_messages SET mentions = ARRAY[$3] WHERE project_id = $1 AND channel_id = $2 AND text LIKE '<@' || $3 || '>%'`,
        [project, id, me],
      );
      await bulkInsert(
        client,
        'chat_mentions',
        [
          ['project_id', 'text'],
          ['user_id', 'text'],
          ['channel_id', 'text'],
          ['seq', 'bigint'],
          ['message_id', 'text'],
        ],
        mentionRows,
      );
      await bulkInsert(
        client,
        'chat_reactions',
        [
          ['project_id', 'text'],
          ['message_id', 'text'],
          ['emoji', 'text'],
          ['user_id', 'text'],
          ['created_at', 'timestamptz'],
        ],
        reactionRows,
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    if ((err as { code?: string }).code === '23505') return false; // another process seeded it first
    throw err;
  } finally {
    client.release();
  }
  return true;
}

const ATTACHMENTS_MARKER = 'seed_chat_attachments_v1';

/** What #design's people shared: two mock-ups (rendered here) and a size table, stored in the drive's /Chat. */
async function demoChatFiles() {
  const mockup = (bg: string, fg: string) =>
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><rect width="100%" height="100%" fill="${bg}"/><rect x="280" y="120" width="400" height="400" rx="36" fill="${fg}"/><circle cx="480" cy="320" r="110" fill="${bg}" opacity="0.6"/></svg>`,
      ),
    )
      .png()
      .toBuffer();
  return [
    { name: 'label-mockup-v2.png', contentType: 'image/png', bytes: await mockup('#f4efe6', '#2e6ea0') },
    { name: 'gift-box-sketch.png', contentType: 'image/png', bytes: await mockup('#eef5ee', '#5aa05f') },
    { name: 'label-sizes.csv', contentType: 'text/plain', bytes: Buffer.from('label,width_mm,height_mm\nsmall,50,30\nlarge,100,70\n') },
  ];
}

/**
 * A few of #design's latest messages carry files (two images, a table), so the demo shows thumbnails and
 * download chips: the files are stored in the project's drive (folder /Chat, private) like any upload from the
 * composer. Nothing happens while the demo project has no #design channel. Behind its own marker, deterministic.
 */
export async function seedDemoChatAttachments(database: Database, email: string, cfg: Config = config) {
  const { db, pool } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, ATTACHMENTS_MARKER));
  if (done) return false;
  const [owner] = await ownedProjects(db, email);
  if (!owner) return false;
  const project = owner.projectId;
  const [channel] = (
    await pool.query<{ id: string; last_seq: string }>(
      `SELECT id, last_seq FROM chat_channels WHERE project_id = $1 AND name = 'design' AND type = 'private'`,
      [project],
    )
  ).rows;
  if (!channel || Number(channel.last_seq) < 6) return false;
  const storage = driveStorage(cfg);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const claimed = await client.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      ATTACHMENTS_MARKER,
      { at: new Date().toISOString() },
    ]);
    if (!claimed.rowCount) {
      await client.query('ROLLBACK');
      return false;
    }
    const stored: ChatAttachmentRecord[] = [];
    for (const f of await demoChatFiles()) {
      const id = newId('drv');
      const staged = storage.stagingPath(project, id);
      await mkdir(dirname(staged), { recursive: true });
      await writeFile(staged, f.bytes);
      await storage.store.putFile(objectKey(project, id), staged, f.bytes.length);
      await client.query(
        `INSERT INTO drive_files (id, project_id, name, folder, content_type, size, received, sha256, status, public, created_by)
         VALUES ($1, $2, $3, '/Chat', $4, $5, $5, $6, 'ready', false, $7)`,
        [id, project, f.name, f.contentType, f.bytes.length, createHash('sha256').update(f.bytes).digest('hex'), owner.userId],
      );
      await client.query(`INSERT INTO drive_changes (project_id, file_id, kind) VALUES ($1, $2, 'created')`, [project, id]);
      await client.query(`INSERT INTO drive_usage (project_id, kind, bytes) VALUES ($1, 'upload', $2)`, [project, f.bytes.length]);
      stored.push({ file: id, name: f.name, contentType: f.contentType, size: f.bytes.length });
    }
    const last = Number(channel.last_seq);
    for (const [seq, list] of [
      [last - 5, stored.filter((f) => f.contentType.startsWith('image/'))],
      [last - 2, stored.filter((f) => !f.contentType.startsWith('image/'))],
    ] as const)
      await client.query(
        `UPDATE chat_messages SET attachments = $4::jsonb WHERE project_id = $1 AND channel_id = $2 AND seq = $3 AND deleted_at IS NULL`,
        [project, channel.id, seq, JSON.stringify(list)],
      );
    await client.query('COMMIT');
    return true;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

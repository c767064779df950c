/**
 * Demo drive: a handful of files (product photos rendered here, a price list, packing notes, a PDF-free
 * invoice text) in every demo project that has the drive module installed, stored through the configured
 * storage like any upload, with their metadata, change feed and usage events. Deterministic, behind a marker.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { config } from '../../config.ts';
import { newId } from '../../lib/ids.ts';
import { driveStorage, objectKey } from '../../modules/drive/drive.storage.ts';
import type { Database } from '../client.ts';
import { appSettings, driveChanges, driveFiles, driveUsage, projectIntegrations, projectMembers, users } from '../schema/index.ts';

const MARKER = 'seed_drive_v1';

const PHOTOS = [
  {
    name: 'poster-mountains.png',
    title: 'Mountains poster',
    folder: '/products',
    colour: { r: 46, g: 110, b: 160 },
    tags: ['poster', 'bestseller'],
  },
  { name: 'poster-desert.png', title: 'Desert poster', folder: '/products', colour: { r: 214, g: 148, b: 72 }, tags: ['poster'] },
  { name: 'mug-logo.png', title: 'Mug with logo', folder: '/products', colour: { r: 90, g: 160, b: 95 }, tags: ['mug'] },
  {
    name: 'banner-spring.png',
    title: 'Spring banner',
    folder: '/marketing',
    colour: { r: 200, g: 80, b: 120 },
    tags: ['banner', 'spring'],
  },
];
const TEXTS = [
  {
    name: 'price-list-2026.csv',
    title: 'Price list 2026',
    folder: '/documents',
    body: 'sku,name,price_cents,currency\nPST-M,Mountains poster,2400,EUR\nPST-D,Desert poster,2400,EUR\nMUG-L,Logo mug,1200,EUR\n',
  },
  {
    name: 'packing-notes.txt',
    title: 'Packing notes',
    folder: '/documents',
    body: 'Roll posters in 50 mm tubes.\nMugs: two layers of bubble wrap.\n',
  },
];

async function photo(colour: { r: number; g: number; b: number }, i: number) {
  const w = 1200;
  const h = 800;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="rgb(${colour.r},${colour.g},${colour.b})"/><circle cx="${300 + i * 150}" cy="400" r="220" fill="rgba(255,255,255,0.35)"/><rect x="0" y="600" width="${w}" height="200" fill="rgba(0,0,0,0.25)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemoDrive(database: Database, email: string) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return;
  const targets = await db
    .select({ projectId: projectIntegrations.projectId, userId: users.id })
    .from(projectIntegrations)
    .innerJoin(projectMembers, eq(projectMembers.projectId, projectIntegrations.projectId))
    .innerJoin(users, and(eq(users.id, projectMembers.userId), eq(users.email, email)))
    .where(eq(projectIntegrations.code, 'drive'));
  const files = [
    ...(await Promise.all(PHOTOS.map(async (p, i) => ({ ...p, bytes: await photo(p.colour, i), type: 'image/png', public: i === 0 })))),
    ...TEXTS.map((t) => ({ ...t, bytes: Buffer.from(t.body), type: 'text/plain', tags: ['document'], public: false })),
  ];
  const storage = driveStorage(config);
  const now = Date.now();
  // A usage history for the storage admin's metrics: the files arrived over the last weeks (oldest first), and
  // are downloaded every day since — deterministic (no randomness), a few rows per day.
  const uploadedAt = (i: number) => new Date(now - (files.length - i) * 9 * DAY - 3 * HOUR).toISOString();
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: MARKER, value: { at: new Date().toISOString() } });
    for (const t of targets) {
      for (const [i, f] of files.entries()) {
        const id = newId('drv');
        const at = uploadedAt(i);
        const staged = storage.stagingPath(t.projectId, id);
        await mkdir(dirname(staged), { recursive: true });
        await writeFile(staged, f.bytes);
        await storage.store.putFile(objectKey(t.projectId, id), staged, f.bytes.length);
        await tx.insert(driveFiles).values({
          id,
          projectId: t.projectId,
          name: f.name,
          folder: f.folder,
          title: f.title,
          tags: f.tags,
          tagsText: f.tags.join(' '),
          contentType: f.type,
          size: f.bytes.length,
          received: f.bytes.length,
          sha256: createHash('sha256').update(f.bytes).digest('hex'),
          status: 'ready',
          public: f.public,
          createdBy: t.userId,
          createdAt: at,
          updatedAt: at,
        });
        await tx.insert(driveChanges).values({ projectId: t.projectId, fileId: id, kind: 'created' });
        await tx.insert(driveUsage).values({ projectId: t.projectId, kind: 'upload', bytes: f.bytes.length, at });
      }
      const downloads = [];
      for (let d = files.length * 9 - 1; d >= 1; d--) {
        const available = files.filter((_, i) => Date.parse(uploadedAt(i)) < now - d * DAY);
        // Weekdays busier than weekends; each day a different handful of the files already there.
        const day = new Date(now - d * DAY);
        const count = available.length ? ((d * 7) % 4) + (day.getUTCDay() % 6 === 0 ? 0 : 2) : 0;
        for (let k = 0; k < count; k++) {
          const f = available[(d + k * 3) % available.length]!;
          downloads.push({
            projectId: t.projectId,
            kind: 'download' as const,
            bytes: f.bytes.length,
            at: new Date(day.getTime() + k * HOUR).toISOString(),
          });
        }
      }
      if (downloads.length) await tx.insert(driveUsage).values(downloads);
    }
  });
}

/**
 * Demo notifications for the demo user: a few personal ones and a few per project (some read), spread over
 * the last days, with actions that open the right page in the right project. Behind its own marker.
 */
import { and, asc, eq } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import { appSettings, notifications, projectMembers, projects, users } from '../schema/index.ts';

const MARKER = 'seed_notifications_v1';

const PROJECT_EVENTS = [
  { title: 'New order received', body: 'Order #{n} was placed and paid.', action: '/dashboard' },
  { title: 'Invite accepted', body: 'A colleague joined the project.', action: '/users' },
  { title: 'Fulfillment shipped', body: 'Order #{n} left the factory.', action: '/dashboard' },
  { title: 'Payment method expiring', body: 'Update the card before the end of the month.', action: '/billing/payment-methods' },
  { title: 'Low stock', body: 'Resupply {n} units of blank tees soon.', action: '/resupply/shop' },
];
const PERSONAL = [
  { title: 'Welcome to Shopfloor', body: 'Install the app to get notifications while it is closed.', action: '/dashboard' },
  { title: 'Security', body: 'Turn on two-factor authentication to protect your account.', action: '/settings/two-factor-authentication' },
  { title: 'New tutorial', body: 'Learn how to connect a card payment provider.', action: '/support/tutorials' },
];

export async function seedDemoNotifications(database: Database, email: string) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return false;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return false;
  const memberships = await db
    .select({ id: projects.id })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, user.id)))
    .orderBy(asc(projects.createdAt));
  const now = Date.now();
  let k = 0;
  const at = () => now - (k++ * 37 + 5) * 60_000; // older as we go
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const [i, p] of PERSONAL.entries()) {
    const t = at();
    rows.push({
      id: newId('ntf', t),
      userId: user.id,
      projectId: null,
      ...p,
      createdAt: new Date(t).toISOString(),
      readAt: i > 0 ? new Date(t + 60_000).toISOString() : null,
    });
  }
  for (const [pi, p] of memberships.slice(0, 4).entries()) {
    for (const [ei, e] of PROJECT_EVENTS.entries()) {
      if ((pi + ei) % 2 === 1) continue;
      const t = at();
      const n = String(1000 + pi * 100 + ei);
      rows.push({
        id: newId('ntf', t),
        userId: user.id,
        projectId: p.id,
        title: e.title,
        body: e.body.replace('{n}', n),
        image: null,
        action: `${e.action}?project=${p.id}`,
        createdAt: new Date(t).toISOString(),
        readAt: pi > 1 ? new Date(t + 60_000).toISOString() : null,
      });
    }
  }
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: MARKER, value: { at: new Date(now).toISOString() } });
    await tx.insert(notifications).values(rows);
  });
  return true;
}

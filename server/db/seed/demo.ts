/**
 * Demo data, generated (not a fixture): a demo user, an admin, a few dozen colleagues and seven projects
 * with memberships. Idempotent: a marker in app_settings records that it ran. Later areas add their own
 * generators here (orders, notifications, …) behind the same marker scheme.
 */
import { emailLocal } from './transliterate.ts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/auth/password.ts';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import { appSettings, projectMembers, projects, users } from '../schema/index.ts';
import { seedPlatform } from './platform.ts';
import { FIRST_NAMES, LAST_NAMES, PROJECT_NAMES, rng } from './generate.ts';
import { seedIntegrations } from './integrations.ts';
import { seedProjectsAccess } from './projects-access.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedDemoTasks } from './tasks.ts';
import { seedHelp } from './help.ts';
import { seedDemoChat, seedDemoChatAttachments } from './chat.ts';
import { seedDemoCommerce } from './commerce.ts';
import { seedDemoCatalogue } from './catalogue.ts';
import { seedDemoStorefrontCare } from './storefront-care.ts';
import { seedDemoMetrics } from './metrics.ts';
import { seedDemoBilling } from './billing.ts';
import { seedDemoDrive } from './drive.ts';
import { seedDemoMail } from './mail.ts';

export const DEMO_EMAIL = 'demo@shopfloor.local';
export const DEMO_PASSWORD = 'demo-password-2026';
export const ADMIN_EMAIL = 'admin@shopfloor.local';
const MARKER = 'seed_demo_v1';

export async function seedDemo(
  database: Database,
  opts: { colleagues?: number; orders?: number; products?: number; billingMonths?: number } = {},
) {
  // Billing history: two years on a real start; a sized-down run (tests pass `colleagues`) keeps 3 months, which
  // still shows every alert and invoice status.
  const billingMonths = opts.billingMonths ?? (opts.colleagues !== undefined ? 3 : 24);
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) {
    await seedIntegrations(database);
    await seedProjectsAccess(database, DEMO_EMAIL);
    await seedDemoNotifications(database, DEMO_EMAIL);
    await seedDemoTasks(database, DEMO_EMAIL);
    // The default "Shopfloor" platform (public) with its current terms, signed by the demo users; idempotent.
    await seedPlatform(db, [DEMO_EMAIL, ADMIN_EMAIL]);
    await seedHelp(database, DEMO_EMAIL);
    await seedDemoChat(database, DEMO_EMAIL); // channels, messages, reactions, unread state (own marker)
    await seedDemoCommerce(database, DEMO_EMAIL, opts.orders); // orders, customers (own marker)
    await seedDemoCatalogue(database, DEMO_EMAIL, opts.products); // products, stock, statements (own marker)
    await seedDemoStorefrontCare(database, DEMO_EMAIL); // enquiries, reviews (own marker)
    await seedDemoMetrics(database, DEMO_EMAIL); // metric history from the orders, monitors (own marker)
    await seedDemoBilling(database, DEMO_EMAIL, { months: billingMonths }); // billing: two years of charges and invoices (own marker)
    await seedDemoDrive(database, DEMO_EMAIL); // drive: photos and documents in projects with the drive module (own marker)
    await seedDemoChatAttachments(database, DEMO_EMAIL); // #design messages carry demo drive files (own marker)
    await seedDemoMail(database, DEMO_EMAIL, opts.colleagues !== undefined ? 400 : 3000); // subscribers, lists, sent campaigns, a flow (own marker)
    return null;
  }
  const r = rng(20261122);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date().toISOString();

  await db.transaction(async (tx) => {
    // Claim the marker first: a concurrent seeder in another process gets a conflict and rolls back.
    await tx.insert(appSettings).values({ key: MARKER, value: { at: now } });
    const demoId = newId('usr');
    const adminId = newId('usr');
    await tx.insert(users).values([
      {
        id: demoId,
        email: DEMO_EMAIL,
        username: 'demo',
        firstName: 'Dana',
        lastName: 'Demo',
        passwordHash,
        emailVerifiedAt: now,
        features: ['alpha'],
      },
      {
        id: adminId,
        email: ADMIN_EMAIL,
        username: 'admin',
        firstName: 'Ada',
        lastName: 'Admin',
        passwordHash,
        emailVerifiedAt: now,
        isAdmin: true,
      },
    ]);
    const colleagues = Array.from({ length: opts.colleagues ?? 60 }, (_, i) => {
      const first = r.pick(FIRST_NAMES);
      const last = r.pick(LAST_NAMES);
      return {
        id: newId('usr'),
        email: `${emailLocal(first)}.${emailLocal(last)}.${i}@example.com`,
        username: `${emailLocal(first)}${i}`,
        firstName: first,
        lastName: last,
        passwordHash,
        emailVerifiedAt: now,
      };
    });
    await tx.insert(users).values(colleagues);

    for (const [i, name] of PROJECT_NAMES.entries()) {
      const id = newId('prj');
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      await tx.insert(projects).values({
        id,
        name,
        planCode: i === 0 ? 'demo' : r.pick(['starter', 'growth', 'scale']),
        // Billing flags come from billing data (seedDemoBilling computes them).
        flags: [],
        domains: [`${slug}.shopfloor.site`],
        customDomain: i % 3 === 1 ? `www.${slug}.com` : null,
      });
      await tx.insert(projectMembers).values([
        { projectId: id, userId: demoId, role: 'owner' },
        { projectId: id, userId: adminId, role: 'admin' },
      ]);
      const members = colleagues.filter(() => r.next() < 0.4);
      if (members.length) {
        await tx
          .insert(projectMembers)
          .values(members.map((m) => ({ projectId: id, userId: m.id, role: r.next() < 0.2 ? 'admin' : 'member' })));
      }
    }
  });
  await seedIntegrations(database);
  await seedProjectsAccess(database, DEMO_EMAIL);
  await seedDemoNotifications(database, DEMO_EMAIL);
  await seedDemoTasks(database, DEMO_EMAIL);
  await seedPlatform(db, [DEMO_EMAIL, ADMIN_EMAIL]);
  await seedHelp(database, DEMO_EMAIL);
  await seedDemoChat(database, DEMO_EMAIL); // channels, messages, reactions, unread state (own marker)
  await seedDemoCommerce(database, DEMO_EMAIL, opts.orders); // orders, customers (own marker)
  await seedDemoCatalogue(database, DEMO_EMAIL, opts.products); // products, stock, statements (own marker)
  await seedDemoStorefrontCare(database, DEMO_EMAIL); // enquiries, reviews (own marker)
  await seedDemoMetrics(database, DEMO_EMAIL); // metric history from the orders, monitors (own marker)
  await seedDemoBilling(database, DEMO_EMAIL, { months: billingMonths }); // billing: two years of charges and invoices (own marker)
  await seedDemoDrive(database, DEMO_EMAIL); // drive: photos and documents in projects with the drive module (own marker)
  await seedDemoChatAttachments(database, DEMO_EMAIL); // #design messages carry demo drive files (own marker)
  await seedDemoMail(database, DEMO_EMAIL, opts.colleagues !== undefined ? 400 : 3000); // subscribers, lists, sent campaigns, a flow (own marker)
  return { email: DEMO_EMAIL };
}

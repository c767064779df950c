/** Enquiries and their log: project-scoped through projectRepo, one keyset list per shape. */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, enquiries, enquiryLogs, orders } from '../../db/schema/index.ts';
import type { EnquirySource, EnquiryStatus } from '../../db/schema/storefront-care.ts';
import { newId } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { prefixQuery } from './care.repo.ts';
import type { Actor } from './care.shared.ts';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryLogRow = typeof enquiryLogs.$inferSelect;
const enquiriesOf = projectRepo(enquiries);
const logsOf = projectRepo(enquiryLogs);

export interface EnquiryFilters {
  search?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  status?: EnquiryStatus | undefined;
  assigneeId?: string | undefined;
}

export async function pageEnquiries(db: Tx, projectId: string, f: EnquiryFilters, page: PageRequest) {
  const q = f.search ? prefixQuery(f.search) : null;
  return enquiriesOf(db, projectId).page({
    where: and(
      f.status ? eq(enquiries.status, f.status) : undefined,
      f.assigneeId ? eq(enquiries.assigneeId, f.assigneeId) : undefined,
      f.start ? gte(enquiries.createdAt, f.start) : undefined,
      f.end ? lt(enquiries.createdAt, f.end) : undefined,
      f.search ? (q ? sql`${enquiries.search} @@ to_tsquery('simple', ${q})` : sql`false`) : undefined,
    ),
    orderBy: [enquiries.createdAt, enquiries.id],
    direction: 'desc',
    cursor: (r) => [r.createdAt, r.id] as const,
    ...page,
  });
}

export const findEnquiry = (db: Tx, projectId: string, id: string) => enquiriesOf(db, projectId).find(eq(enquiries.id, id));

/** The enquiry locked for a change in this transaction. */
export async function lockEnquiry(tx: Tx, projectId: string, id: string): Promise<EnquiryRow | null> {
  const [row] = await tx
    .select()
    .from(enquiries)
    .where(enquiriesOf(tx, projectId).scope(eq(enquiries.id, id)))
    .for('update');
  return row ?? null;
}

export async function customerIdByEmail(db: Tx, projectId: string, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.projectId, projectId), eq(customers.email, email.toLowerCase())))
    .limit(1);
  return row?.id ?? null;
}

export async function orderCustomer(db: Tx, projectId: string, orderId: string): Promise<{ customerId: string } | null> {
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}

export interface NewEnquiry {
  name: string;
  email: string;
  subject: string;
  message: string;
  source: EnquirySource;
  customerId: string | null;
  orderId: string | null;
  tags: string[];
}

export const insertEnquiry = (tx: Tx, projectId: string, v: NewEnquiry) => enquiriesOf(tx, projectId).insert({ id: newId('enq'), ...v });

export async function updateEnquiryRow(tx: Tx, projectId: string, id: string, set: Partial<EnquiryRow>) {
  const [row] = await enquiriesOf(tx, projectId).update(eq(enquiries.id, id), { ...set, updatedAt: sql`now()` as never });
  return row!;
}

export function insertLog(
  tx: Tx,
  projectId: string,
  enquiryId: string,
  entry: { action: string; message: string; data?: Record<string, unknown> },
  actor: Actor,
) {
  return logsOf(tx, projectId).insert({
    id: newId('elg'),
    enquiryId,
    action: entry.action,
    message: entry.message,
    data: entry.data ?? {},
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
  });
}

export function pageLogs(db: Tx, projectId: string, enquiryId: string, page: PageRequest) {
  return logsOf(db, projectId).page({
    where: eq(enquiryLogs.enquiryId, enquiryId),
    orderBy: [enquiryLogs.createdAt, enquiryLogs.id],
    direction: 'asc',
    cursor: (r) => [r.createdAt, r.id] as const,
    ...page,
  });
}

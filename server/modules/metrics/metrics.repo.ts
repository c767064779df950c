/** Metric rows (list, get) and ingested batches (idempotency). */
import { eq, like, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { metricBatches, metrics } from '../../db/schema/index.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';

const metricRepo = projectRepo(metrics);
const batchRepo = projectRepo(metricBatches);
export type MetricRow = typeof metrics.$inferSelect;

export function toMetricDto(m: MetricRow) {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    unit: m.unit,
    labels: m.labelKeys,
    createdAt: m.createdAt,
    lastPointAt: m.lastPointAt,
  };
}

export function pageMetrics(
  db: Tx,
  projectId: string,
  q: { pageToken?: string | undefined; pageSize: number; search?: string | undefined },
) {
  const prefix = q.search ? `${containsPattern(q.search).replace(/^%/, '')}` : null;
  return metricRepo(db, projectId).page({
    where: prefix ? like(metrics.name, prefix) : undefined,
    orderBy: [metrics.name] as const,
    cursor: (m) => [m.name] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export function findMetric(db: Tx, projectId: string, idOrName: string) {
  return metricRepo(db, projectId).find(or(eq(metrics.id, idOrName), eq(metrics.name, idOrName))!);
}

/**
 * Claim a batch id: true when this transaction is the first (the batch row is written), false when it was
 * ingested before (then `previous` holds its hash and count). Concurrent duplicates wait on the row lock.
 */
export async function claimBatch(tx: Tx, projectId: string, id: string, requestHash: string, accepted: number) {
  const inserted = await tx
    .insert(metricBatches)
    .values({ projectId, id, requestHash, accepted })
    .onConflictDoNothing()
    .returning({ id: metricBatches.id });
  if (inserted.length) return { first: true as const };
  const previous = await batchRepo(tx, projectId).find(eq(metricBatches.id, id));
  return { first: false as const, previous: previous! };
}

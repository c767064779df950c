/** Changing a monitor's settings: stored, the schedule restarted (token bumped) and evaluated at once. */
import type { z } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { DEFAULT_SETTINGS, lockMonitor, updateMonitor } from './monitors.repo.ts';
import type { MonitorSettingsBody } from './monitors.routes.ts';
import { evaluateLocked, scheduleEvaluation } from './monitors.service.ts';

export async function changeSettings(database: Database, projectId: string, monitorId: string, body: z.infer<typeof MonitorSettingsBody>) {
  return database.db.transaction(async (tx) => {
    const m = await lockMonitor(tx, projectId, monitorId);
    if (!m) return null;
    const { project: _p, name, tags, ...settings } = body;
    const next = { ...DEFAULT_SETTINGS, ...m.settings };
    for (const [k, v] of Object.entries(settings)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
    const updated = await updateMonitor(tx, projectId, monitorId, {
      settings: next,
      scheduleToken: m.scheduleToken + 1,
      ...(name !== undefined ? { name } : {}),
      ...(tags !== undefined ? { tags: [...new Set(tags)] } : {}),
    });
    if (!updated) return null;
    await evaluateLocked(tx, updated);
    await scheduleEvaluation(tx, updated, next.evaluationIntervalMinutes);
    return lockMonitor(tx, projectId, monitorId);
  });
}

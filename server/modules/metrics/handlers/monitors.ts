/** Monitor handlers: list (tags), get, inspect (start, end), settings. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { eventsBetween, findMonitor, pageMonitors, toEventDto, toMonitorDto } from '../monitors.repo.ts';
import type { getMonitorRoute, inspectMonitorRoute, listMonitorsRoute, monitorSettingsRoute } from '../monitors.routes.ts';
import { changeSettings } from '../monitors.settings.ts';
import { inspectStep, monitorQueries } from '../monitors.service.ts';
import { runQuery } from '../query.repo.ts';

const missing = () => notFound('Monitor', CODES.MONITOR_NOT_FOUND);

export const listMonitors: RouteHandler<typeof listMonitorsRoute, AppEnv> = async (c) => {
  const q = c.req.valid('query');
  const tags = (q.tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const page = await pageMonitors(c.get('deps').database.db, c.get('access').projectId, { ...q, tags });
  return c.json({ monitors: page.items.map(toMonitorDto), nextPageToken: page.nextPageToken }, 200);
};

export const getMonitor: RouteHandler<typeof getMonitorRoute, AppEnv> = async (c) => {
  const m = await findMonitor(c.get('deps').database.db, c.get('access').projectId, c.req.valid('param').monitorId);
  if (!m) throw missing();
  return c.json(toMonitorDto(m), 200);
};

export const inspectMonitor: RouteHandler<typeof inspectMonitorRoute, AppEnv> = async (c) => {
  const db = c.get('deps').database.db;
  const { projectId } = c.get('access');
  const { start, end } = c.req.valid('query');
  const m = await findMonitor(db, projectId, c.req.valid('param').monitorId);
  if (!m) throw missing();
  const step = inspectStep(m, new Date(start), new Date(end));
  const series = [];
  for (const [i, q] of monitorQueries(m.query).entries()) {
    const text = m.query.split(/\s+\/\s+/)[i] as string;
    series.push(await runQuery(db, projectId, { ...q, step }, text, new Date(start), new Date(end)));
  }
  const events = await eventsBetween(db, projectId, m.id, new Date(start).toISOString(), new Date(end).toISOString());
  return c.json({ monitor: toMonitorDto(m), series, events: events.map(toEventDto) }, 200);
};

export const updateMonitorSettings: RouteHandler<typeof monitorSettingsRoute, AppEnv> = async (c) => {
  const m = await changeSettings(c.get('deps').database, c.get('access').projectId, c.req.valid('param').monitorId, c.req.valid('json'));
  if (!m) throw missing();
  return c.json(toMonitorDto(m), 200);
};

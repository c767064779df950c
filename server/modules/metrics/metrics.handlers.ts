/**
 * The metrics service (spec 001 §7), mounted at `/v2/metrics` and at the older `/v1/metrics`. The v1 mount
 * answers the same operations but is left out of /openapi.json (one operationId per operation).
 */
import { createRouter } from '../../lib/openapi.ts';
import { dashboardRoute } from './dashboard.routes.ts';
import { getDashboard } from './handlers/dashboard.ts';
import {
  adminQueryMetrics,
  getMetric,
  ingestMetrics,
  listMetrics,
  postQueryMetrics,
  queryMetrics,
  recordMetrics,
} from './handlers/metrics.ts';
import { getMonitor, inspectMonitor, listMonitors, updateMonitorSettings } from './handlers/monitors.ts';
import {
  adminQueryRoute,
  getMetricRoute,
  ingestRoute,
  listMetricsRoute,
  postQueryRoute,
  queryRoute,
  recordRoute,
} from './metrics.routes.ts';
import { getMonitorRoute, inspectMonitorRoute, listMonitorsRoute, monitorSettingsRoute } from './monitors.routes.ts';

function build(hidden: boolean) {
  const router = createRouter();
  const h = <T extends object>(route: T): T => (hidden ? { ...route, hide: true } : route);
  router.openapi(h(listMetricsRoute), listMetrics);
  router.openapi(h(getMetricRoute), getMetric);
  router.openapi(h(listMonitorsRoute), listMonitors);
  router.openapi(h(getMonitorRoute), getMonitor);
  router.openapi(h(inspectMonitorRoute), inspectMonitor);
  router.openapi(h(monitorSettingsRoute), updateMonitorSettings);
  router.openapi(h(queryRoute), queryMetrics);
  router.openapi(h(postQueryRoute), postQueryMetrics);
  router.openapi(h(ingestRoute), ingestMetrics);
  router.openapi(h(recordRoute), recordMetrics);
  router.openapi(h(adminQueryRoute), adminQueryMetrics);
  router.openapi(h(dashboardRoute), getDashboard);
  return router;
}

export const metricsRouter = build(false);
export const metricsV1Router = build(true);

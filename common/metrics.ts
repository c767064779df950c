/** Metrics and monitors constants shared by the server (schema, contracts) and the app. */
export const MONITOR_TYPES = ['threshold', 'no_data'] as const;
export type MonitorType = (typeof MONITOR_TYPES)[number];
export const MONITOR_STATES = ['ok', 'alert', 'no_data'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];
export const MONITOR_CHANNELS = ['notification', 'none'] as const;
export const METRIC_AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'count', 'p95'] as const;

import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { ok: 'teal', alert: 'red', no_data: 'gray' };
const LABELS: Record<string, string> = { ok: 'OK', alert: 'Alert', no_data: 'No data' };

export function MonitorStateBadge({ state }: { state: string }) {
  return (
    <Badge color={COLORS[state] ?? 'gray'} variant={state === 'alert' ? 'filled' : 'light'} data-testid="monitor-state">
      {LABELS[state] ?? state}
    </Badge>
  );
}

export const describeRule = (m: {
  type: string;
  query: string;
  settings: { comparator: string; threshold: number; window: string; noDataMinutes: number };
}) =>
  m.type === 'no_data'
    ? `No point of ${m.query.split(':')[1] ?? m.query} for ${m.settings.noDataMinutes} minutes`
    : `${m.query} ${m.settings.comparator} ${m.settings.threshold} over ${m.settings.window === 'today' ? 'today' : `the last ${m.settings.window}`}`;

/**
 * The metrics screens in the project menu ("Metrics": Explorer, Monitors). Metrics are a core service, not a
 * marketplace module, so the entry is registered at start (imported once by src/modules.ts), beside the core menu.
 */
import { IconChartLine } from '@tabler/icons-react';
import { addMenuItem } from '../../lib/menu/registry.ts';

addMenuItem({
  name: 'metrics',
  label: 'Metrics',
  order: 700,
  route: 'metrics.explorer',
  icon: IconChartLine,
  // Every built-in role has metrics.metrics.list; a custom role without it sees why on the page.
  when: (c) => !!c.projectId,
  children: [
    { name: 'metrics.explorer', label: 'Explorer', order: 1, route: 'metrics.explorer' },
    { name: 'metrics.monitors', label: 'Monitors', order: 2, route: 'metrics.monitors' },
  ],
});

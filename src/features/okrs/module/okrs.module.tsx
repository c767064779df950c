/** The `okrs` module: objectives and key results with progress, per period, under /m/okrs. */
import { IconTarget } from '@tabler/icons-react';
import type { ModuleDefinition, ModuleRouteProps } from '../../../lib/modules/types.ts';
import { OkrsPage } from '../components/OkrsPage.tsx';

function OkrsRoute({ ctx }: ModuleRouteProps) {
  return <OkrsPage key={ctx.projectId} projectId={ctx.projectId} />;
}

const okrsModule: ModuleDefinition = {
  code: 'okrs',
  routes: [{ path: '', title: 'OKRs', component: OkrsRoute }],
  menu: [{ name: 'okrs', label: 'OKRs', order: 310, to: '', icon: IconTarget }],
};

export default okrsModule;

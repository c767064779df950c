/** The `flows` module: automated flows (`/m/flows`) and a flow's step editor (`/m/flows/{flowId}`). */
import { IconArrowsSplit } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { FlowPage } from '../components/FlowPage.tsx';
import { FlowsPage } from '../components/FlowsPage.tsx';

const flowsModule: ModuleDefinition = {
  code: 'flows',
  routes: [
    { path: '', title: 'Flows', component: FlowsPage },
    { path: '$', title: 'Flow', component: FlowPage },
  ],
  menu: [{ name: 'flows', label: 'Flows', order: 122, to: '', icon: IconArrowsSplit }],
};

export default flowsModule;

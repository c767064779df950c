/** The `workflow` module: the Tasks screen (board, list, archive, drawer) under /m/workflow. */
import { IconChecklist } from '@tabler/icons-react';
import type { ModuleDefinition, ModuleRouteProps } from '../../../lib/modules/types.ts';
import { TasksPage } from '../components/TasksPage.tsx';

function TasksRoute({ ctx }: ModuleRouteProps) {
  return <TasksPage key={ctx.projectId} projectId={ctx.projectId} />;
}

const workflowModule: ModuleDefinition = {
  code: 'workflow',
  routes: [{ path: '', title: 'Tasks', component: TasksRoute }],
  menu: [{ name: 'workflow', label: 'Tasks', order: 300, to: '', icon: IconChecklist }],
};

export default workflowModule;

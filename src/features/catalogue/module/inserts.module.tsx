/** The `inserts` module: the project's inserts and the insert types (`/m/inserts`). */
import { IconMailOpened } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { InsertsPage } from '../components/InsertsPage.tsx';

const insertsModule: ModuleDefinition = {
  code: 'inserts',
  routes: [{ path: '', title: 'Inserts', component: InsertsPage }],
  menu: [{ name: 'inserts', label: 'Inserts', order: 106, to: '', icon: IconMailOpened }],
};

export default insertsModule;

/** The `drive` module: a Drive menu entry and the drive screen (`/m/drive`). */
import { IconFolder } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { DrivePage } from '../components/DrivePage.tsx';

const driveModule: ModuleDefinition = {
  code: 'drive',
  routes: [{ path: '', title: 'Drive', component: DrivePage }],
  menu: [{ name: 'drive', label: 'Drive', order: 300, to: '', icon: IconFolder }],
};

export default driveModule;

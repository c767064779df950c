/**
 * The `email` module: campaigns (`/m/email`, a campaign at `/m/email/{campaignId}`), subscribers with the CSV
 * import at `/m/email/subscribers`, lists and segments at `/m/email/lists`.
 */
import { IconMail, IconUsers } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { CampaignPage } from '../components/CampaignPage.tsx';
import { CampaignsPage } from '../components/CampaignsPage.tsx';
import { ListsPage } from '../components/ListsPage.tsx';
import { SubscribersPage } from '../components/SubscribersPage.tsx';

const emailModule: ModuleDefinition = {
  code: 'email',
  routes: [
    { path: '', title: 'Email', component: CampaignsPage },
    { path: 'subscribers', title: 'Subscribers', component: SubscribersPage },
    { path: 'lists', title: 'Lists and segments', component: ListsPage },
    { path: '$', title: 'Campaign', component: CampaignPage },
  ],
  menu: [
    { name: 'email', label: 'Email', order: 120, to: '', icon: IconMail },
    { name: 'email-subscribers', label: 'Subscribers', order: 121, to: 'subscribers', icon: IconUsers },
  ],
};

export default emailModule;

/**
 * The `enquiries` module: an Enquiries menu entry, the inbox (`/m/enquiries`) and an enquiry's page
 * (`/m/enquiries/{enquiryId}`, also what the new-enquiry notification opens).
 */
import { IconInbox } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { EnquiriesPage } from '../components/EnquiriesPage.tsx';
import { EnquiryPage } from '../components/EnquiryPage.tsx';

const enquiriesModule: ModuleDefinition = {
  code: 'enquiries',
  routes: [
    { path: '', title: 'Enquiries', component: EnquiriesPage },
    { path: '$', title: 'Enquiry', component: EnquiryPage },
  ],
  menu: [{ name: 'enquiries', label: 'Enquiries', order: 102, to: '', icon: IconInbox }],
};

export default enquiriesModule;

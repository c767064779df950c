import { createFileRoute } from '@tanstack/react-router';
import { ResupplyShopPage } from '../../../features/catalogue/components/ResupplyShopPage.tsx';
import { projectSearch } from '../../../lib/router/search.ts';
import { WithProject } from '../../-project.tsx';

/** `resupply.shop.create` (spec 000 §2): the resupply shop with the cart drawer; the header's cart button opens it. */
export const Route = createFileRoute('/_authed/resupply/shop')({
  staticData: { name: 'resupply.shop.create', title: 'Resupply shop', layout: 'standard' },
  validateSearch: projectSearch,
  component: () => <WithProject>{(id) => <ResupplyShopPage key={id} projectId={id} />}</WithProject>,
});

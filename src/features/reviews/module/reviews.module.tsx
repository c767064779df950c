/** The `reviews` module: a Reviews menu entry and the moderation queue (`/m/reviews`). */
import { IconStar } from '@tabler/icons-react';
import type { ModuleDefinition } from '../../../lib/modules/types.ts';
import { ReviewsPage } from '../components/ReviewsPage.tsx';

const reviewsModule: ModuleDefinition = {
  code: 'reviews',
  routes: [{ path: '', title: 'Reviews', component: ReviewsPage }],
  menu: [{ name: 'reviews', label: 'Reviews', order: 103, to: '', icon: IconStar }],
};

export default reviewsModule;

/**
 * The help area: FAQs and FAQ groups under /v1/faqs, blog posts (the tutorials) under /v1/blog, the search gaps
 * under /v1/help. Contracts in *.routes.ts, queries in *.repo.ts, rich text through help.sanitize.ts.
 */
import { createRouter } from '../../lib/openapi.ts';
import { createBlogRoute, deleteBlogRoute, getBlogRoute, listBlogsRoute, updateBlogRoute } from './blog.routes.ts';
import {
  createFaqGroupRoute,
  createFaqRoute,
  deleteFaqGroupRoute,
  deleteFaqRoute,
  getFaqGroupRoute,
  getFaqRoute,
  listFaqGroupsRoute,
  listFaqsRoute,
  updateFaqGroupRoute,
  updateFaqRoute,
  voteFaqRoute,
} from './faqs.routes.ts';
import { createBlog, deleteBlog, getBlog, listBlogs, updateBlog } from './handlers/blogs.ts';
import { createFaqGroup, deleteFaqGroup, getFaqGroup, listFaqGroups, updateFaqGroup } from './handlers/faq-groups.ts';
import { createFaq, deleteFaqHandler, getFaq, listFaqs, updateFaqHandler, voteFaq } from './handlers/faqs.ts';
import { listSearchGaps } from './handlers/search-gaps.ts';
import { searchGapsRoute } from './help.routes.ts';

export const faqsRouter = createRouter();
// Groups first: `/groups` must not be read as an FAQ id.
faqsRouter.openapi(listFaqGroupsRoute, listFaqGroups);
faqsRouter.openapi(createFaqGroupRoute, createFaqGroup);
faqsRouter.openapi(getFaqGroupRoute, getFaqGroup);
faqsRouter.openapi(updateFaqGroupRoute, updateFaqGroup);
faqsRouter.openapi(deleteFaqGroupRoute, deleteFaqGroup);
faqsRouter.openapi(listFaqsRoute, listFaqs);
faqsRouter.openapi(createFaqRoute, createFaq);
faqsRouter.openapi(getFaqRoute, getFaq);
faqsRouter.openapi(updateFaqRoute, updateFaqHandler);
faqsRouter.openapi(deleteFaqRoute, deleteFaqHandler);
faqsRouter.openapi(voteFaqRoute, voteFaq);

export const blogRouter = createRouter();
blogRouter.openapi(listBlogsRoute, listBlogs);
blogRouter.openapi(createBlogRoute, createBlog);
blogRouter.openapi(getBlogRoute, getBlog);
blogRouter.openapi(updateBlogRoute, updateBlog);
blogRouter.openapi(deleteBlogRoute, deleteBlog);

export const helpRouter = createRouter();
helpRouter.openapi(searchGapsRoute, listSearchGaps);

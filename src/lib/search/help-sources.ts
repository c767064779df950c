/**
 * The header search's help sources (spec 000 §2): tutorials by title and FAQs by question, through the API's
 * full-text search with the filters the product uses (spec 001 §7: FAQs `visibility:platform`, blogs
 * `visibility:published type:parent-platform,project`). Need an active project; without one they find nothing.
 */
import { getBlogBlogs } from '../api/generated/ops/getBlogBlogs.ts';
import { getFaqs } from '../api/generated/ops/getFaqs.ts';
import { activeProjectIdAtom } from '../projects/active-project.ts';
import { appStore } from '../store.ts';
import type { SearchResult, SearchSource } from './sources.ts';

const LIMIT = 5;
export const TUTORIAL_FILTER = 'visibility:published type:parent-platform,project';
export const FAQ_FILTER = 'visibility:platform';

const withProject = (project: string | null, href: string) => (project ? `${href}?project=${encodeURIComponent(project)}` : href);

export const tutorialSource: SearchSource = {
  id: 'tutorials',
  label: 'Tutorials',
  order: 20,
  async search(text, signal) {
    const project = appStore.get(activeProjectIdAtom);
    if (!project) return [];
    const r = await getBlogBlogs({ query: { project, pageSize: LIMIT, search: `${TUTORIAL_FILTER} in:title ${text}` } }, { signal });
    return r.blogs.map(
      (b): SearchResult => ({
        id: b.id,
        title: b.title,
        description: b.summary || undefined,
        href: withProject(project, `/support/tutorials/${encodeURIComponent(b.slug)}`),
      }),
    );
  },
};

export const faqSource: SearchSource = {
  id: 'faqs',
  label: 'FAQs',
  order: 30,
  async search(text, signal) {
    const project = appStore.get(activeProjectIdAtom);
    if (!project) return [];
    const r = await getFaqs({ query: { project, pageSize: LIMIT, search: `${FAQ_FILTER} in:question ${text}` } }, { signal });
    return r.faqs.map(
      (f): SearchResult => ({ id: f.id, title: f.question, href: withProject(project, `/support/faqs/${encodeURIComponent(f.id)}`) }),
    );
  },
};

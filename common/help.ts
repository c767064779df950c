/** Help content values shared by the API and the app (spec 001 §3 "FAQs", "Blog"; docs/decisions/help.md). */
export const FAQ_VISIBILITIES = ['platform', 'project', 'draft'] as const;
export type FaqVisibility = (typeof FAQ_VISIBILITIES)[number];
export const BLOG_VISIBILITIES = ['published', 'draft'] as const;
export type BlogVisibility = (typeof BLOG_VISIBILITIES)[number];
export const BLOG_TYPES = ['parent-platform', 'project'] as const;
export type BlogType = (typeof BLOG_TYPES)[number];
export const FAQ_VOTES = ['helpful', 'not_helpful'] as const;
export type FaqVote = (typeof FAQ_VOTES)[number];

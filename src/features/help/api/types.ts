import type { Schema } from '../../../lib/api/schemas.ts';

/** The help area's shapes: aliases of the generated contract types. */
export type Tutorial = Schema<'Blog'>;
export type Faq = Schema<'Faq'>;
export type FaqGroup = Schema<'FaqGroup'>;
export type FaqVote = NonNullable<Faq['myVote']>;
export type SearchGap = Schema<'SearchGap'>;

/** The catalogue area's keys, under the project's `gfn` and `inserts` (both persisted: the catalogue browses offline). */
import { projectScope } from '../../../lib/api/keys.ts';

export const catalogueKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'gfn'] as const,
  products: (projectId: string) => [...projectScope(projectId), 'gfn', 'products'] as const,
  product: (projectId: string, productId: string) => [...projectScope(projectId), 'gfn', 'product', productId] as const,
  productStock: (projectId: string, productId: string) => [...projectScope(projectId), 'gfn', 'product-stock', productId] as const,
  shop: (projectId: string, search: string) => [...projectScope(projectId), 'gfn', 'shop', { q: search }] as const,
  statements: (projectId: string) => [...projectScope(projectId), 'gfn', 'statements'] as const,
  statement: (projectId: string, statementId: string) => [...projectScope(projectId), 'gfn', 'statement', statementId] as const,
  transactions: (projectId: string) => [...projectScope(projectId), 'gfn', 'transactions'] as const,
  fulfillments: (projectId: string, statementId: string) => [...projectScope(projectId), 'gfn', 'fulfillments', statementId] as const,
  inserts: (projectId: string) => [...projectScope(projectId), 'inserts'] as const,
  insertList: (projectId: string) => [...projectScope(projectId), 'inserts', 'list'] as const,
  insertTypes: (projectId: string) => [...projectScope(projectId), 'inserts', 'types'] as const,
  shopInserts: (projectId: string) => [...projectScope(projectId), 'inserts', 'shop'] as const,
};

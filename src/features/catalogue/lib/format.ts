/** Small formatters and links of the catalogue screens. */
export const productHref = (projectId: string, productId: string) =>
  `/m/products/${encodeURIComponent(productId)}?project=${encodeURIComponent(projectId)}`;
export const moduleHref = (projectId: string, path: string, search: Record<string, string> = {}) => {
  const q = new URLSearchParams({ project: projectId, ...search });
  return `/m/products${path ? `/${path}` : ''}?${q.toString()}`;
};
export const formatDate = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
export const formatMonth = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
export const optionsText = (options: Record<string, string>) => Object.values(options).join(' / ') || 'Default';
export const CATEGORIES = ['apparel', 'prints', 'game accessories', 'stickers', 'packaging'] as const;
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—');
export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const fullName = (c: { firstName: string; lastName: string; email: string }) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email;
export const customerHref = (projectId: string, customerId: string) =>
  `/m/customers/${encodeURIComponent(customerId)}?project=${encodeURIComponent(projectId)}`;
export const orderHref = (projectId: string, orderId: string) =>
  `/m/orders/${encodeURIComponent(orderId)}?project=${encodeURIComponent(projectId)}`;

/** Dates and names on the orders screens. */
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const formatDateTime = (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : '—');
export const formatDate = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : '—');

/** `/m/orders/{id}?project={projectId}`: the same link the new-order notification opens. */
export const orderHref = (projectId: string, orderId: string) =>
  `/m/orders/${encodeURIComponent(orderId)}?project=${encodeURIComponent(projectId)}`;
export const customerHref = (projectId: string, customerId: string) =>
  `/m/customers/${encodeURIComponent(customerId)}?project=${encodeURIComponent(projectId)}`;

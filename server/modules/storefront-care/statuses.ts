/** The area's enumerations for the contracts (the schema keeps its own copy; CHECK constraints hold the same sets). */
export const ENQUIRY_STATUSES = ['open', 'pending', 'resolved'] as const;
export const ENQUIRY_SOURCES = ['contact_form', 'order_page', 'return_request', 'api'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'spam'] as const;

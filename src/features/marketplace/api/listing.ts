export { listingQuery } from '../../../lib/modules/listing-query.ts';

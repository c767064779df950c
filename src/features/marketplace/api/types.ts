import type { Schema } from '../../../lib/api/schemas.ts';

/** The catalogue's shapes, named for this area: aliases of the generated contract types, never copies. */
export type Category = Schema<'IntegrationCategory'>;
export type Listing = Schema<'IntegrationListing'>;
export type Product = Schema<'IntegrationProduct'>;

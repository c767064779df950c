export type {
  IntegrationCategory as Category,
  IntegrationListing as Listing,
  IntegrationProduct as Product,
} from '../../../../common/integration-types.ts';

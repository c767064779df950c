/** The enquiries router (mounted at /v1/platform before the customers router: `customers/enquiries` is not a customer id). */
import { createRouter } from '../../lib/openapi.ts';
import {
  createEnquiryHandler,
  enquiryChatChannel,
  getEnquiry,
  listEnquiries,
  listEnquiryLogs,
  updateEnquiry,
} from './handlers/enquiries.ts';
import {
  createEnquiryRoute,
  enquiryChatChannelRoute,
  getEnquiryRoute,
  listEnquiriesRoute,
  listEnquiryLogsRoute,
  updateEnquiryRoute,
} from './enquiries.routes.ts';

export const enquiriesRouter = createRouter();

enquiriesRouter.openapi(listEnquiriesRoute, listEnquiries);
enquiriesRouter.openapi(createEnquiryRoute, createEnquiryHandler);
enquiriesRouter.openapi(getEnquiryRoute, getEnquiry);
enquiriesRouter.openapi(updateEnquiryRoute, updateEnquiry);
enquiriesRouter.openapi(listEnquiryLogsRoute, listEnquiryLogs);
enquiriesRouter.openapi(enquiryChatChannelRoute, enquiryChatChannel);

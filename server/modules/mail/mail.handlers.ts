/**
 * The mail area under /v1/mail: subscribers (+ CSV import and export), mailing lists and segments, campaigns,
 * drafts, and the public tracking and unsubscribe links. Sending runs as jobs (campaigns.send.ts).
 */
import { createRouter } from '../../lib/openapi.ts';
import {
  createCampaign,
  duplicateDraft,
  getCampaign,
  getDraft,
  listCampaigns,
  listDrafts,
  previewCampaign,
  updateCampaign,
} from './handlers/campaigns.ts';
import { getImport, importSubscribers } from './handlers/imports.ts';
import { receiveInbound } from './handlers/inbound.ts';
import {
  countAudience,
  createMailingList,
  deleteMailingList,
  getMailingList,
  listMailingLists,
  updateMailingList,
  updateMembers,
} from './handlers/lists.ts';
import {
  createSubscriber,
  deleteSubscriber,
  exportSubscribersHandler,
  getSubscriber,
  listSubscribers,
  updateSubscriber,
} from './handlers/subscribers.ts';
import { trackClick, trackOpen, unsubscribe, unsubscribePage } from './handlers/tracking.ts';
import * as r from './mail.routes.ts';

export const mailRouter = createRouter();
mailRouter.openapi(r.listSubscribersRoute, listSubscribers);
mailRouter.openapi(r.createSubscriberRoute, createSubscriber);
// Fixed paths before `/subscribers/{subscriberId}`.
mailRouter.openapi(r.exportSubscribersRoute, exportSubscribersHandler);
mailRouter.openapi(r.importSubscribersRoute, importSubscribers);
mailRouter.openapi(r.getImportRoute, getImport);
mailRouter.openapi(r.getSubscriberRoute, getSubscriber);
mailRouter.openapi(r.updateSubscriberRoute, updateSubscriber);
mailRouter.openapi(r.deleteSubscriberRoute, deleteSubscriber);
mailRouter.openapi(r.listMailingListsRoute, listMailingLists);
mailRouter.openapi(r.createMailingListRoute, createMailingList);
mailRouter.openapi(r.getMailingListRoute, getMailingList);
mailRouter.openapi(r.updateMailingListRoute, updateMailingList);
mailRouter.openapi(r.deleteMailingListRoute, deleteMailingList);
mailRouter.openapi(r.updateMembersRoute, updateMembers);
mailRouter.openapi(r.countAudienceRoute, countAudience);
mailRouter.openapi(r.listCampaignsRoute, listCampaigns);
mailRouter.openapi(r.createCampaignRoute, createCampaign);
mailRouter.openapi(r.getCampaignRoute, getCampaign);
mailRouter.openapi(r.updateCampaignRoute, updateCampaign);
mailRouter.openapi(r.previewCampaignRoute, previewCampaign);
mailRouter.openapi(r.listDraftsRoute, listDrafts);
mailRouter.openapi(r.getDraftRoute, getDraft);
mailRouter.openapi(r.duplicateDraftRoute, duplicateDraft);
mailRouter.openapi(r.openPixelRoute, trackOpen);
mailRouter.openapi(r.clickRoute, trackClick);
mailRouter.openapi(r.unsubscribePageRoute, unsubscribePage);
mailRouter.openapi(r.unsubscribeRoute, unsubscribe);
mailRouter.openapi(r.inboundRoute, receiveInbound);

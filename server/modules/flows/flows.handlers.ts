/** The flows area under /v1/flows: automations with a draft and a live version, publish, pause, test-send. */
import { createRouter } from '../../lib/openapi.ts';
import { createFlow, deleteFlow, getFlow, getFlowDraft, listFlowRuns, listFlows, testSend, updateFlow } from './handlers/flows.ts';
import * as r from './flows.routes.ts';

export const flowsRouter = createRouter();
flowsRouter.openapi(r.listFlowsRoute, listFlows);
flowsRouter.openapi(r.createFlowRoute, createFlow);
flowsRouter.openapi(r.getFlowRoute, getFlow);
flowsRouter.openapi(r.updateFlowRoute, updateFlow);
flowsRouter.openapi(r.deleteFlowRoute, deleteFlow);
flowsRouter.openapi(r.getFlowDraftRoute, getFlowDraft);
flowsRouter.openapi(r.testSendRoute, testSend);
flowsRouter.openapi(r.listFlowRunsRoute, listFlowRuns);

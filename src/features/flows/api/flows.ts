/** The flows calls (generated from the server's contracts), reads and writes. */
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { ListSource } from '../../../components/data/types.ts';
import { createFlow } from '../../../lib/api/generated/ops/createFlow.ts';
import { getFlow } from '../../../lib/api/generated/ops/getFlow.ts';
import { listFlowRuns } from '../../../lib/api/generated/ops/listFlowRuns.ts';
import { listFlows } from '../../../lib/api/generated/ops/listFlows.ts';
import { testSendFlowDraft } from '../../../lib/api/generated/ops/testSendFlowDraft.ts';
import { updateFlow } from '../../../lib/api/generated/ops/updateFlow.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { flowKeys } from './keys.ts';

export type Flow = Schema<'Flow'>;
export type FlowVersion = Schema<'FlowVersion'>;
export type FlowRun = Schema<'FlowRun'>;

export const flowsList = (project: string): ListSource<Flow> => ({
  queryKey: flowKeys.list(project),
  queryFn: (p) =>
    listFlows({
      query: { project, pageSize: p.pageSize, ...(p.pageToken ? { pageToken: p.pageToken } : {}), search: p.search?.trim() || undefined },
    }).then((r) => ({ items: r.flows, nextPageToken: r.nextPageToken })),
});
/** A flow's runs, newest first. */
export const flowRunsList = (project: string, flowId: string): ListSource<FlowRun> => ({
  queryKey: flowKeys.runs(project, flowId),
  queryFn: (p) =>
    listFlowRuns({
      path: { flowId },
      query: { project, pageSize: p.pageSize, ...(p.pageToken ? { pageToken: p.pageToken } : {}) },
    }).then((r) => ({ items: r.runs, nextPageToken: r.nextPageToken })),
});
export const flowQuery = (project: string, id: string) =>
  queryOptions({ queryKey: flowKeys.flow(project, id), queryFn: () => getFlow({ path: { flowId: id }, query: { project } }) });
export const newFlow = (project: string, name: string) => createFlow({ query: { project }, body: { name } });
export const saveFlow = (project: string, id: string, body: Schema<'UpdateFlowRequest'>) =>
  updateFlow({ path: { flowId: id }, query: { project }, body });
export const testSend = (project: string, id: string, email: string) =>
  testSendFlowDraft({ path: { flowId: id }, query: { project }, body: { email } });
export const refreshFlows = (qc: QueryClient, project: string) => qc.invalidateQueries({ queryKey: flowKeys.all(project) });

/** OKR reads and writes: the period summary is the screen's one read; every write refreshes it. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProjectsByProjectOkrsKeyResultsById } from '../../../lib/api/generated/ops/deleteProjectsByProjectOkrsKeyResultsById.ts';
import { deleteProjectsByProjectOkrsObjectivesById } from '../../../lib/api/generated/ops/deleteProjectsByProjectOkrsObjectivesById.ts';
import { getProjectsByProjectOkrsExport } from '../../../lib/api/generated/ops/getProjectsByProjectOkrsExport.ts';
import { getProjectsByProjectOkrsSummary } from '../../../lib/api/generated/ops/getProjectsByProjectOkrsSummary.ts';
import { patchProjectsByProjectOkrsKeyResultsById } from '../../../lib/api/generated/ops/patchProjectsByProjectOkrsKeyResultsById.ts';
import { postProjectsByProjectOkrsObjectives } from '../../../lib/api/generated/ops/postProjectsByProjectOkrsObjectives.ts';
import { postProjectsByProjectOkrsObjectivesByIdKeyResults } from '../../../lib/api/generated/ops/postProjectsByProjectOkrsObjectivesByIdKeyResults.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { okrsKeys } from './keys.ts';

export type OkrSummary = Schema<'OkrSummary'>;
export type Objective = Schema<'Objective'>;
export type KeyResult = Schema<'KeyResult'>;

export const summaryQuery = (project: string, period: string | null) =>
  queryOptions({
    queryKey: okrsKeys.summary(project, period),
    queryFn: () => getProjectsByProjectOkrsSummary({ path: { project }, query: period ? { period } : {} }),
    placeholderData: keepPreviousData,
  });

/** The server's CSV (formula-safe) for the period, as a download. */
export async function downloadOkrs(project: string, period: string) {
  const csv = (await getProjectsByProjectOkrsExport({ path: { project }, query: { period } })) as unknown as string;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `okrs-${period}.csv`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useOkrMutations(project: string) {
  const qc = useQueryClient();
  const onSuccess = () => void qc.invalidateQueries({ queryKey: okrsKeys.all(project) });
  return {
    createObjective: useMutation({
      mutationFn: (body: Schema<'CreateObjectiveRequest'>) => postProjectsByProjectOkrsObjectives({ path: { project }, body }),
      onSuccess,
    }),
    deleteObjective: useMutation({
      mutationFn: (id: string) => deleteProjectsByProjectOkrsObjectivesById({ path: { project, id } }),
      onSuccess,
    }),
    addKeyResult: useMutation({
      mutationFn: ({ id, body }: { id: string; body: Schema<'CreateKeyResultRequest'> }) =>
        postProjectsByProjectOkrsObjectivesByIdKeyResults({ path: { project, id }, body }),
      onSuccess,
    }),
    updateKeyResult: useMutation({
      mutationFn: ({ id, body }: { id: string; body: Schema<'UpdateKeyResultRequest'> }) =>
        patchProjectsByProjectOkrsKeyResultsById({ path: { project, id }, body }),
      onSuccess,
    }),
    deleteKeyResult: useMutation({
      mutationFn: (id: string) => deleteProjectsByProjectOkrsKeyResultsById({ path: { project, id } }),
      onSuccess,
    }),
  };
}

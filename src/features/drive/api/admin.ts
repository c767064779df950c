/**
 * The platform administrators' storage calls (`/v1/drive/admin/…`): every project's setup and usage, a
 * project's setup (create / change / back to the defaults), and usage metrics over a time range.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListSource } from '../../../components/data/types.ts';
import { allPages } from '../../../lib/api/all-pages.ts';
import { driveAdminCreateProject } from '../../../lib/api/generated/ops/driveAdminCreateProject.ts';
import { driveAdminDeleteProject } from '../../../lib/api/generated/ops/driveAdminDeleteProject.ts';
import { driveAdminListProjects } from '../../../lib/api/generated/ops/driveAdminListProjects.ts';
import { driveAdminMetrics } from '../../../lib/api/generated/ops/driveAdminMetrics.ts';
import { driveAdminProjectMetrics } from '../../../lib/api/generated/ops/driveAdminProjectMetrics.ts';
import { driveAdminUpdateProject } from '../../../lib/api/generated/ops/driveAdminUpdateProject.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { driveAdminKeys } from './keys.ts';

export type ProjectStorage = Schema<'DriveProjectSetup'> & { id: string };
export type StorageMetrics = Schema<'DriveMetrics'>;
export type StorageSetup = Schema<'DriveProjectSetupRequest'>;

/** Every project with its storage setup and usage, paged by the server (rows keyed by the project id). */
export const storageProjectsList: ListSource<ProjectStorage> = {
  queryKey: driveAdminKeys.projects(),
  queryFn: async ({ pageToken, pageSize }) => {
    const page = await driveAdminListProjects({ query: { pageToken: pageToken || undefined, pageSize } });
    return { items: page.projects.map((p) => ({ ...p, id: p.project })), nextPageToken: page.nextPageToken };
  },
};

/** Usage over `[start, end)` for every project (`project` null) or one. */
export const storageMetricsQuery = (project: string | null, start: string, end: string) =>
  queryOptions({
    queryKey: driveAdminKeys.metrics(project, start, end),
    queryFn: () =>
      project ? driveAdminProjectMetrics({ path: { project }, query: { start, end } }) : driveAdminMetrics({ query: { start, end } }),
    staleTime: 60_000,
  });

/** Saves a project's setup: creates it when the project still runs on the defaults, else changes it. */
export function useSaveStorageSetup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ project, custom, body }: { project: string; custom: boolean; body: StorageSetup }) =>
      custom ? driveAdminUpdateProject({ path: { project }, body }) : driveAdminCreateProject({ path: { project }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: driveAdminKeys.all() }),
  });
}

/** Back to the configured defaults (the project's files stay). */
export function useResetStorageSetup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (project: string) => driveAdminDeleteProject({ path: { project } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: driveAdminKeys.all() }),
  });
}

/** The projects for the metrics picker (the whole list; a platform has few enough to list). */
export const storageProjectOptionsQuery = queryOptions({
  queryKey: driveAdminKeys.projectOptions(),
  queryFn: async () => {
    const all = await allPages((q) =>
      driveAdminListProjects({ query: q }).then((p) => ({ items: p.projects, nextPageToken: p.nextPageToken })),
    );
    return all.map((p) => ({ value: p.project, label: p.name }));
  },
  staleTime: 60_000,
});

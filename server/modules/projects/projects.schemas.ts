import { z } from '../../lib/openapi.ts';

export const LevelSchema = z.enum(['danger', 'warning', 'success', 'default']);

export const ProjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    plan: z.object({ code: z.string() }),
    flags: z.array(
      z.object({
        kind: z.string().optional(),
        message: z.string(),
        level: LevelSchema,
        actions: z.array(z.object({ text: z.string(), to: z.string().optional() })).optional(),
      }),
    ),
    domains: z.array(z.string()),
    customDomain: z.string().nullable(),
    integrations: z.array(z.string()),
    logos: z.array(
      z.object({
        url: z.string(),
        meta: z.object({
          context: z.string().optional(),
          device: z.string().optional(),
          theme: z.string().optional(),
          backgroundColor: z.string().optional(),
        }),
      }),
    ),
    platform: z.object({ id: z.string().nullable(), name: z.string() }),
    favicon: z.string().nullable(),
    organisationId: z.string().nullable(),
    requireTwoFactor: z.boolean(),
    role: z.string().nullable().openapi({ description: "The caller's role in this project" }),
    createdAt: z.string(),
  })
  .openapi('Project');

export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema) }).openapi('ProjectList');

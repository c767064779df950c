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

export const ProjectListSchema = z
  .object({ projects: z.array(ProjectSchema), nextPageToken: z.string().nullable() })
  .openapi('ProjectList');

const LogoSchema = z.strictObject({
  url: z.string().trim().min(1).max(2048),
  meta: z.strictObject({
    context: z.string().max(64).optional(),
    device: z.string().max(64).optional(),
    theme: z.string().max(64).optional(),
    backgroundColor: z.string().max(32).optional(),
  }),
});

const name = z.string().trim().min(1, 'The name is required.').max(120, 'The name may be at most 120 characters.');
export const PLAN_CODES = ['demo', 'starter', 'growth', 'scale'] as const;

export const CreateProjectBody = z
  .strictObject({
    name,
    organisationId: z.string().max(64).nullable().optional(),
    plan: z.strictObject({ code: z.enum(PLAN_CODES) }).optional(),
  })
  .openapi('CreateProjectRequest');

export const UpdateProjectBody = z
  .strictObject({
    name: name.optional(),
    plan: z.strictObject({ code: z.enum(PLAN_CODES) }).optional(),
    logos: z.array(LogoSchema).max(20).optional(),
    favicon: z.string().trim().max(2048).nullable().optional(),
    domains: z.array(z.string().trim().min(1).max(253)).max(50).optional(),
    organisationId: z.string().max(64).nullable().optional(),
    requireTwoFactor: z.boolean().optional(),
  })
  .openapi('UpdateProjectRequest');

export const TemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    roles: z.array(z.object({ name: z.string(), permissions: z.array(z.string()) })),
  })
  .openapi('ProjectTemplate');
export const TemplateListSchema = z
  .object({ templates: z.array(TemplateSchema), nextPageToken: z.string().nullable() })
  .openapi('ProjectTemplateList');
export const InstallTemplateBody = z
  .strictObject({ overwrite: z.boolean().optional().openapi({ description: 'Replace roles with the same name' }) })
  .openapi('InstallTemplateRequest');
export const InstallTemplateResult = z
  .object({ template: z.string(), rolesCreated: z.array(z.string()), rolesUpdated: z.array(z.string()) })
  .openapi('InstallTemplateResult');

export { OkSchema } from '../../lib/openapi.ts';

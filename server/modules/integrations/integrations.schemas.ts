import { ConfigSchemaZod } from './config-schema.ts';
import type { IntegrationCategory, IntegrationListing, IntegrationProduct, ProjectIntegration } from './integrations.types.ts';
import { z } from '../../lib/openapi.ts';

export const ConfigSchemaSchema = z
  .object({
    fields: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        type: z.enum(['string', 'text', 'url', 'email', 'number', 'boolean', 'select']),
        description: z.string().optional(),
        required: z.boolean().optional(),
        options: z.array(z.string()).optional(),
        min: z.number().optional(),
        max: z.number().optional(),
        maxLength: z.number().optional(),
        default: z.union([z.string(), z.number(), z.boolean()]).optional(),
      }),
    ),
  })
  .openapi('IntegrationConfigSchema');

export const CategorySchema = z
  .object({ code: z.string(), name: z.string(), description: z.string(), icon: z.string(), listingCount: z.number().int() })
  .openapi('IntegrationCategory');

export const ListingSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    category: z.object({ code: z.string(), name: z.string() }),
    summary: z.string(),
    description: z.string(),
    icon: z.string().openapi({ description: 'Icon name (Tabler icon set)' }),
    developer: z.string(),
    configSchema: ConfigSchemaSchema,
    published: z.boolean(),
    availability: z.enum(['available', 'settings-only', 'coming-soon']).openapi({
      description:
        'What installing does today: `available` adds the module’s screens; `settings-only` stores its settings (no screens yet); `coming-soon` cannot be installed (409).',
    }),
    installed: z.boolean().optional().openapi({ description: 'With `project`: whether that project has it installed' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('IntegrationListing');

export const ProductSchema = z
  .object({
    id: z.string(),
    integration: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.object({ amount: z.number().int().openapi({ description: 'Minor units (cents)' }), currency: z.string() }),
    interval: z.enum(['month', 'year', 'once']),
  })
  .openapi('IntegrationProduct');

export const IntegrationDefinitionSchema = z
  .object({ code: z.string(), name: z.string(), category: z.string(), icon: z.string(), configSchema: ConfigSchemaSchema })
  .openapi('IntegrationDefinition');

/** A project's installation. */
export const IntegrationSchema = z
  .object({
    code: z.string(),
    config: z.record(z.string(), z.unknown()),
    setupAt: z.string().nullable(),
    installed: z.boolean(),
    installedAt: z.string().nullable(),
    uninstalledAt: z.string().nullable(),
  })
  .openapi('ProjectIntegration');

export const IntegrationListSchema = z
  .object({ integrations: z.array(IntegrationSchema), nextPageToken: z.string().nullable() })
  .openapi('ProjectIntegrationList');
export const ListingListSchema = z
  .object({ listings: z.array(ListingSchema), nextPageToken: z.string().nullable() })
  .openapi('IntegrationListingList');

const code = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case letters, digits and dashes, starting with a letter.');

export const ListingCreateSchema = z
  .strictObject({
    code,
    name: z.string().trim().min(1).max(80),
    category: z.string().min(1).max(40),
    summary: z.string().trim().max(200).default(''),
    description: z.string().trim().max(10_000).default(''),
    icon: z.string().trim().min(1).max(40).default('puzzle'),
    developer: z.string().trim().min(1).max(80).default('Shopfloor'),
    configSchema: ConfigSchemaZod.default({ fields: [] }),
    published: z.boolean().default(true),
  })
  .openapi('IntegrationListingCreate');

export const ListingUpdateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(80).optional(),
    category: z.string().min(1).max(40).optional(),
    summary: z.string().trim().max(200).optional(),
    description: z.string().trim().max(10_000).optional(),
    icon: z.string().trim().min(1).max(40).optional(),
    developer: z.string().trim().min(1).max(80).optional(),
    configSchema: ConfigSchemaZod.optional(),
    published: z.boolean().optional(),
  })
  .openapi('IntegrationListingUpdate');

export const ConfigBodySchema = z
  .strictObject({ config: z.record(z.string(), z.unknown()).optional() })
  .openapi('ProjectIntegrationUpdate');

export type ListingDto = z.infer<typeof ListingSchema>;
export type ProductDto = z.infer<typeof ProductSchema>;
export type CategoryDto = z.infer<typeof CategorySchema>;
export type IntegrationDto = z.infer<typeof IntegrationSchema>;

// Compile-time check: the contracts answer exactly the shared response types the app uses.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const contractsMatch: [
  Same<CategoryDto, IntegrationCategory>,
  Same<ListingDto, IntegrationListing>,
  Same<ProductDto, IntegrationProduct>,
  Same<IntegrationDto, ProjectIntegration>,
] = [true, true, true, true];
void contractsMatch;

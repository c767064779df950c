/**
 * The zod side of an integration's config descriptor (common/integration-config.ts): the descriptor's own
 * schema, and a strict validator built from a descriptor. Server only: zod must not reach the app through common/.
 */
import { z } from 'zod';
import { CONFIG_FIELD_TYPES, type ConfigField, type ConfigSchema } from '../../../common/integration-config.ts';

export const ConfigFieldZod = z.strictObject({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'Use letters, digits and underscores, starting with a letter.'),
  label: z.string().trim().min(1).max(80),
  type: z.enum(CONFIG_FIELD_TYPES),
  description: z.string().max(300).optional(),
  required: z.boolean().optional(),
  options: z.array(z.string().min(1).max(80)).min(1).max(50).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  maxLength: z.number().int().min(1).max(10_000).optional(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
});

export const ConfigSchemaZod = z
  .strictObject({ fields: z.array(ConfigFieldZod).max(30) })
  .refine((s) => new Set(s.fields.map((f) => f.key)).size === s.fields.length, { message: 'Field keys must be unique.', path: ['fields'] })
  .refine((s) => s.fields.every((f) => f.type !== 'select' || (f.options?.length ?? 0) > 0), {
    message: 'A select field needs options.',
    path: ['fields'],
  });

function fieldZod(f: ConfigField): z.ZodType {
  switch (f.type) {
    case 'number': {
      let n = z.number();
      if (f.min !== undefined) n = n.min(f.min);
      if (f.max !== undefined) n = n.max(f.max);
      return n;
    }
    case 'boolean':
      return z.boolean();
    case 'select':
      return z.enum((f.options ?? []) as [string, ...string[]]);
    case 'url':
      return z.url({ protocol: /^https?$/ }).max(f.maxLength ?? 2000);
    case 'email':
      return z.email().max(f.maxLength ?? 320);
    default: {
      const s = z
        .string()
        .trim()
        .max(f.maxLength ?? 500);
      return f.required ? s.min(1, `${f.label} is required.`) : s;
    }
  }
}

/** A strict zod object for a config: unknown keys rejected, required fields enforced. */
export function configValidator(schema: ConfigSchema) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of schema.fields) shape[f.key] = f.required ? fieldZod(f) : fieldZod(f).optional();
  return z.strictObject(shape);
}

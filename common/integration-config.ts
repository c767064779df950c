/**
 * An integration's config schema: a small JSON descriptor stored with its listing. The server turns it into a
 * strict zod object to validate installs and patches; the app renders the module's settings form from it.
 */
import { z } from 'zod';

export const CONFIG_FIELD_TYPES = ['string', 'text', 'url', 'email', 'number', 'boolean', 'select'] as const;
export type ConfigFieldType = (typeof CONFIG_FIELD_TYPES)[number];

export interface ConfigField {
  key: string;
  label: string;
  type: ConfigFieldType;
  description?: string;
  required?: boolean;
  /** For `select`. */
  options?: string[];
  /** For `number`. */
  min?: number;
  max?: number;
  /** For text types (default 500). */
  maxLength?: number;
  default?: string | number | boolean;
}

export interface ConfigSchema {
  fields: ConfigField[];
}

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

/** Defaults of a schema, for a fresh install. */
export function configDefaults(schema: ConfigSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of schema.fields) if (f.default !== undefined) out[f.key] = f.default;
  return out;
}

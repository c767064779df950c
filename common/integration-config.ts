/**
 * An integration's config schema: a small JSON descriptor stored with its listing. The server turns it into a
 * strict zod object (server/modules/integrations/config-schema.ts); the app renders the module's settings form
 * from it. No zod here: this file reaches the app bundle.
 */

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

/** Defaults of a schema, for a fresh install. */
export function configDefaults(schema: ConfigSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of schema.fields) if (f.default !== undefined) out[f.key] = f.default;
  return out;
}

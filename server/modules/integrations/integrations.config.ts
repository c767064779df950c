/** Validate a config against an integration's own schema; field errors come back under `config.<key>`. */
import type { ConfigSchema } from '../../../common/integration-config.ts';
import { configValidator } from './config-schema.ts';
import { unprocessable, zodToFieldErrors } from '../../lib/errors.ts';

export function validateConfig(schema: ConfigSchema, config: Record<string, unknown>) {
  const result = configValidator(schema).safeParse(config);
  if (result.success) return result.data as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(zodToFieldErrors(result.error))) errors[k === 'default' ? 'config' : `config.${k}`] = v;
  throw unprocessable(errors);
}

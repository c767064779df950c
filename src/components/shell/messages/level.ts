import type { ErrorLevel } from '../../../lib/api/errors.ts';

/** Mantine colour per message level. */
export const LEVEL_COLOR: Record<ErrorLevel, string> = { danger: 'red', warning: 'orange', success: 'green', default: 'brand' };

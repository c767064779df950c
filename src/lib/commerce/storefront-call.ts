import { getStorefrontPlatform } from '../api/generated/ops/getStorefrontPlatform.ts';

export const getPlatformStorefront = (project: string) => getStorefrontPlatform({ query: { project } });

/**
 * Response shapes of the integrations API, written out once and checked against the zod contracts at compile
 * time (integrations.schemas.ts). The app no longer uses them: it reads the generated contract types.
 */
import type { ConfigSchema } from '../../../common/integration-config.ts';

export interface IntegrationCategory {
  code: string;
  name: string;
  description: string;
  icon: string;
  listingCount: number;
}

export interface IntegrationListing {
  code: string;
  name: string;
  category: { code: string; name: string };
  summary: string;
  description: string;
  icon: string;
  developer: string;
  configSchema: ConfigSchema;
  published: boolean;
  /** What installing does today (common/integration-availability.ts). */
  availability: 'available' | 'settings-only' | 'coming-soon';
  installed?: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface IntegrationProduct {
  id: string;
  integration: string;
  name: string;
  description: string;
  price: { amount: number; currency: string };
  interval: 'month' | 'year' | 'once';
}

export interface ProjectIntegration {
  code: string;
  config: Record<string, unknown>;
  setupAt: string | null;
  installed: boolean;
  installedAt: string | null;
  uninstalledAt: string | null;
}

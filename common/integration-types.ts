/**
 * Response shapes of the integrations API, shared by server and app. The server's zod contracts are checked
 * against these at compile time (integrations.schemas.ts), so the two cannot drift apart.
 */
import type { ConfigSchema } from './integration-config.ts';

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

/** Per-route static data (spec 000 §2): title, layout, user and project requirements, search visibility. */
export type LayoutName = 'blank' | 'fullscreen' | 'mail' | 'print' | 'standard' | 'tool';
export type ProjectMode = 'always' | 'sometimes' | 'never';

export interface ShopfloorStaticData {
  /** The spec's route name, e.g. `project.dashboard`, `billing.payment-methods`. */
  name?: string;
  title?: string;
  layout?: LayoutName;
  /** Default true: unauthenticated visitors go to the login page. */
  requiresUser?: boolean;
  /** Default 'always'. */
  project?: ProjectMode;
  hideFromSearch?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends ShopfloorStaticData {}
}

export const DEFAULT_PROJECT_MODE: ProjectMode = 'always';

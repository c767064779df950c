/**
 * A module: the app side of an integration. It is loaded lazily (its own chunk) when the active project has
 * the integration installed, and brings setup/teardown hooks, routes under `/m/{code}/…`, menu entries and
 * optionally a settings page built from the integration's config schema.
 */
import type { ComponentType } from 'react';
import type { Schema } from '../api/schemas.ts';
import type { MenuItem } from '../menu/registry.ts';

/** What a running module knows of its installation (a part of the contract's ProjectIntegration). */
export type Installation = Pick<Schema<'ProjectIntegration'>, 'code' | 'config' | 'setupAt'>;

export interface ModuleContext extends Installation {
  projectId: string;
  /** Add a menu item from a hook; the runtime removes it on teardown or a failed install. */
  addMenuItem: (item: MenuItem) => void;
}

export interface ModuleRouteProps {
  ctx: ModuleContext;
  /** The rest of the path after the route's own path. */
  rest: string;
}

export interface ModuleRoute {
  /** Relative to `/m/{code}`; '' is the module's index; '$' takes any path no other route has (`rest` = the path). */
  path: string;
  title: string;
  component: ComponentType<ModuleRouteProps>;
}

export interface ModuleDefinition {
  code: string;
  /** Runs on install and on every reinstall (project switch); throwing rolls the install back. */
  setup?: (ctx: ModuleContext) => void | Promise<void>;
  teardown?: (ctx: ModuleContext) => void | Promise<void>;
  /** Called after the config was patched. */
  configure?: (ctx: ModuleContext) => void | Promise<void>;
  routes?: ModuleRoute[];
  /** Menu entries; `to` may be relative to the module (`'' | 'settings'`) when it does not start with '/'. */
  menu?: MenuItem[];
  /** Show the schema-driven settings form at `/m/{code}/settings` and on the listing page. */
  settings?: boolean;
}

export type ModuleLoader = () => Promise<{ default: ModuleDefinition }>;

export const NOT_INSTALLED_MESSAGE = "Can't patch an integration that hasn't been installed";

/**
 * Project templates: ready-made custom roles for common kinds of shop. Installing one creates its roles in
 * the project (existing names are kept unless `overwrite`).
 */
import type { Permission } from '../../../common/permissions.ts';

export interface ProjectTemplate {
  id: string;
  name: string;
  description: string;
  roles: { name: string; permissions: Permission[] }[];
}

export const TEMPLATES: ProjectTemplate[] = [
  {
    id: 'print-factory',
    name: 'Print factory',
    description: 'Roles for a print-on-demand factory floor: production staff and a shift lead.',
    roles: [
      { name: 'Production', permissions: ['projects.project.get', 'integrations.installations.list'] },
      {
        name: 'Shift lead',
        permissions: [
          'projects.project.get',
          'projects.users.list',
          'projects.invites.list',
          'projects.invites.create',
          'enforcer.roles.list',
        ],
      },
    ],
  },
  {
    id: 'online-shop',
    name: 'Online shop',
    description: 'Roles for a small online shop: support agents and a developer.',
    roles: [
      { name: 'Support agent', permissions: ['projects.project.get', 'projects.users.list', 'platform.platform.get'] },
      {
        name: 'Developer',
        permissions: [
          'projects.project.get',
          'projects.auth.list',
          'projects.auth.create',
          'projects.auth.delete',
          'integrations.listings.list',
        ],
      },
    ],
  },
];

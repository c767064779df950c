/**
 * A minimal sidebar rendering the menu registry (visibleMenu), so installed modules' entries show up.
 * Placeholder until the shell area's full sidebar lands; it keeps the `project` query on every link.
 */
import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { BUILT_IN_ROLES, isBuiltInRole } from '../../../common/permissions.ts';
import { api } from '../../lib/api/client.ts';
import { currentUserQuery } from '../../lib/auth/user.ts';
import { type MenuContext, type MenuItem, menuItemsAtom, visibleMenu } from '../../lib/menu/registry.ts';
import { useActiveProjectId } from '../../lib/modules/active-project.ts';
import { runtimeAtom } from '../../lib/modules/runtime.ts';
import { ROUTES } from '../../lib/router/route-names.ts';

interface ProjectSummary {
  id: string;
  role: string | null;
  integrations: string[];
}

function useMenuContext(): MenuContext {
  const projectId = useActiveProjectId();
  // Read the cached user only: the route guards fetch it (no extra 401 on public pages).
  const { data: user } = useQuery({ ...currentUserQuery, enabled: false });
  const projects = useQuery({
    queryKey: ['user', 'projects', 'menu'],
    queryFn: () => api<{ projects: ProjectSummary[] }>('/v1/projects').then((r) => r.projects),
    enabled: !!user,
  });
  const runtime = useAtomValue(runtimeAtom);
  return useMemo(() => {
    const active = projects.data?.find((p) => p.id === projectId);
    const permissions = new Set<string>(active?.role && isBuiltInRole(active.role) ? BUILT_IN_ROLES[active.role].permissions : []);
    return {
      projectId,
      integrations: runtime.projectId === projectId ? [...runtime.modules.keys()] : [],
      anyProjectIntegrations: [...new Set(projects.data?.flatMap((p) => p.integrations) ?? [])],
      can: (perm: string) => permissions.has(perm),
      billingLoaded: false,
      organisationCount: 0,
    };
  }, [projectId, projects.data, runtime]);
}

export function RegistrySidebar() {
  const ctx = useMenuContext();
  const items = useAtomValue(menuItemsAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const menu = visibleMenu(items.values(), ctx, ctx.projectId ? 'project' : 'global');
  const search = ctx.projectId ? { project: ctx.projectId } : {};
  const href = (i: MenuItem) => i.to ?? (i.route ? ROUTES[i.route] : undefined);
  const entry = (i: MenuItem) => {
    const to = href(i);
    const Icon = i.icon;
    return (
      <NavLink
        key={i.name}
        label={i.label}
        leftSection={Icon ? <Icon size={18} /> : undefined}
        active={!!to && (pathname === to || pathname.startsWith(`${to}/`))}
        defaultOpened={!!i.children?.length}
        {...(to ? { renderRoot: (props: object) => <Link {...props} to={to} search={search as never} /> } : {})}
        data-menu-item={i.name}
      >
        {i.children?.length ? i.children.map(entry) : undefined}
      </NavLink>
    );
  };
  return (
    <ScrollArea h="100%">
      <Stack gap={0} p="xs" component="nav" aria-label="Menu">
        {menu.map(entry)}
      </Stack>
    </ScrollArea>
  );
}

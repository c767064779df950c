/**
 * The 300 px account menu (spec 000 §2): project search only above 5 projects (case-insensitive), the current
 * project on top, the others with their kind (and the platform name for admins), Create project only on a
 * public platform, My Account, Log out. The theme toggle exists but is switched off.
 */
import { Avatar, Box, Divider, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconPlus, IconSearch, IconUserCircle } from '@tabler/icons-react';
import { useMatches, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { responsiveImage } from '../../../common/image-url.ts';
import { signOut as signOutEverywhere } from '../../lib/auth/sign-out.ts';
import { type Project, projectKind } from '../../lib/projects/projects.ts';
import { pathOf } from '../../lib/router/route-names.ts';
import { ACCOUNT_MENU_WIDTH } from '../../lib/shell/atoms.ts';
import { AppLink } from './AppLink.tsx';
import { ResponsiveDropdown } from './ResponsiveDropdown.tsx';
import { hrefOf, routeExists } from './routes.ts';
import { useShellData } from './useShellData.ts';

export const PROJECT_SEARCH_THRESHOLD = 5;
export const THEME_TOGGLE_ENABLED = false;
/** The name a person goes by, if they gave one (the email is shown once, never twice). */
export const displayName = (u: { firstName: string | null; lastName: string | null; username: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim() || u.username?.trim() || null;

/** The project list scrolls so My Account and Log out stay in view within the 500 px dropdown. */
const PROJECT_LIST_MAX_HEIGHT = 230;

export function filterProjects(projects: readonly Project[], current: Project | null, search: string) {
  const q = search.trim().toLowerCase();
  const others = projects.filter((p) => p.id !== current?.id);
  return q ? others.filter((p) => p.name.toLowerCase().includes(q)) : others;
}

const initials = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  ((u.firstName?.[0] ?? '') + (u.lastName?.[0] ?? '') || u.email[0] || '?').toUpperCase();

function ProjectRow({ project, admin, current }: { project: Project; admin: boolean; current?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
      <Box miw={0}>
        <Text size="sm" fw={current ? 700 : 500} truncate>
          {project.name}
        </Text>
        <Text size="xs" c="dimmed">
          {current ? 'Current project · ' : ''}
          {projectKind(project)}
          {admin ? ` · ${project.platform.name}` : ''}
        </Text>
      </Box>
    </Group>
  );
}

const rowStyle = { display: 'block', width: '100%', padding: '8px 12px', borderRadius: 6 } as const;

export function AccountMenu() {
  const router = useRouter();
  const matches = useMatches();
  const { user, platform, projects, project } = useShellData();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  if (!user) return null;
  const close = () => {
    setOpened(false);
    setSearch('');
  };
  const mode = [...matches].reverse().find((m) => m.staticData?.project)?.staticData?.project ?? 'always';
  /** Same page in the other project (the routing rules send it through projects.switch). */
  function hrefFor(p: Project) {
    const here = router.state.location;
    if (mode === 'never') return `${pathOf('dashboard')}?project=${encodeURIComponent(p.id)}`;
    const params = new URLSearchParams(here.searchStr);
    params.set('project', p.id);
    return `${here.pathname}?${params.toString()}`;
  }
  async function signOut() {
    close();
    // A full reload at /login/: nothing of this user stays in memory.
    await signOutEverywhere();
  }
  const others = filterProjects(projects, project, search);
  const showCreate = !!platform?.public && routeExists(router, 'projects.create');
  // A drive file is rendered by the image service at the avatar's size (1x/2x); other pictures as they are.
  const picture = user.avatar ? responsiveImage(user.avatar, { width: 36, height: 36 }) : null;
  const target = (
    <UnstyledButton onClick={() => setOpened((o) => !o)} aria-expanded={opened} aria-haspopup="dialog" p={4} style={{ borderRadius: 999 }}>
      <Avatar
        src={picture?.src ?? null}
        imageProps={picture?.srcSet ? { srcSet: picture.srcSet } : undefined}
        alt=""
        color="brand"
        radius="xl"
        size={36}
      >
        {initials(user)}
      </Avatar>
      <VisuallyHidden>Account menu</VisuallyHidden>
    </UnstyledButton>
  );
  return (
    <ResponsiveDropdown opened={opened} onClose={close} target={target} title="Account" width={ACCOUNT_MENU_WIDTH}>
      <Stack gap={4} p="xs" data-testid="account-menu">
        <Box px="sm" py={6}>
          <Text size="sm" fw={700} truncate>
            {displayName(user) ?? user.email}
          </Text>
          {displayName(user) && (
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          )}
        </Box>
        <Divider />
        {projects.length > PROJECT_SEARCH_THRESHOLD && (
          <TextInput
            aria-label="Search projects"
            placeholder="Search projects"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            size="xs"
            mx={4}
            my={4}
          />
        )}
        <ScrollArea.Autosize mah={PROJECT_LIST_MAX_HEIGHT} type="auto">
          <Box component="ul" aria-label="Projects" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {project && (
              <li>
                <Box style={{ ...rowStyle, background: 'var(--mantine-color-brand-0)' }} aria-current="true">
                  <ProjectRow project={project} admin={user.isAdmin} current />
                </Box>
              </li>
            )}
            {others.map((p) => (
              <li key={p.id}>
                <UnstyledButton component={AppLink} href={hrefFor(p)} onClick={close} style={rowStyle} className="sf-hover">
                  <ProjectRow project={p} admin={user.isAdmin} />
                </UnstyledButton>
              </li>
            ))}
            {search && !others.length && (
              <Text size="sm" c="dimmed" px="sm" py={6} component="li">
                No projects match.
              </Text>
            )}
          </Box>
        </ScrollArea.Autosize>
        <Divider />
        {showCreate && (
          <UnstyledButton
            component={AppLink}
            href={hrefOf(router, 'projects.create', null)}
            onClick={close}
            style={rowStyle}
            className="sf-hover"
          >
            <Group gap="xs">
              <IconPlus size={16} /> <Text size="sm">Create project</Text>
            </Group>
          </UnstyledButton>
        )}
        <UnstyledButton
          component={AppLink}
          href={hrefOf(router, 'dashboard', project?.id ?? null)}
          onClick={close}
          style={rowStyle}
          className="sf-hover"
        >
          <Group gap="xs">
            <IconUserCircle size={16} /> <Text size="sm">My Account</Text>
          </Group>
        </UnstyledButton>
        {THEME_TOGGLE_ENABLED && null}
        <UnstyledButton onClick={signOut} style={rowStyle} className="sf-hover">
          <Group gap="xs">
            <IconLogout size={16} /> <Text size="sm">Log out</Text>
          </Group>
        </UnstyledButton>
      </Stack>
    </ResponsiveDropdown>
  );
}

import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { setActiveProject } from '../../../lib/projects/active-project.ts';
import { pathOf } from '../../../lib/router/route-names.ts';
import { searchString } from '../../../lib/router/search.ts';
import { ensureProject } from '../../../lib/router/shell-guard.ts';
import { notificationsPanelOpenAtom } from '../../../lib/shell/atoms.ts';
import { appStore } from '../../../lib/store.ts';

export interface SwitchSearch {
  project?: string;
  redirect_uri?: string;
  notification?: boolean;
}
const search = (raw: Record<string, unknown>): SwitchSearch => ({
  project: searchString(raw.project),
  redirect_uri: searchString(raw.redirect_uri),
  notification: raw.notification === true || raw.notification === 'true' ? true : undefined,
});

/** Only same-origin app paths are followed (no `//host` or scheme). */
export const safeRedirect = (uri: string | undefined) => (uri && /^\/(?![/\\])/.test(uri) ? uri : null);

/**
 * `projects.switch?project={id}&redirect_uri=…[&notification=true]`: makes the project active, opens the
 * notifications panel when asked, then follows redirect_uri (the parameter is dropped on the way).
 */
export const Route = createFileRoute('/_authed/projects/switch')({
  staticData: { name: 'projects.switch', title: 'Switching project', project: 'sometimes', hideFromSearch: true },
  validateSearch: search,
  beforeLoad: async ({ search: s, context, preload }) => {
    if (preload) return;
    const dashboard = pathOf('dashboard');
    if (!s.project || !(await ensureProject(context.queryClient, s.project))) throw redirect({ href: dashboard, replace: true });
    setActiveProject(s.project);
    if (s.notification) appStore.set(notificationsPanelOpenAtom, true);
    throw redirect({ href: safeRedirect(s.redirect_uri) ?? `${dashboard}?project=${encodeURIComponent(s.project)}`, replace: true });
  },
  component: () => <LoadingScreen label="Switching project…" />,
});

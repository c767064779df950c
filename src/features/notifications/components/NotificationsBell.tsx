/**
 * The header's notifications bell: unread count, shakes for 12 s when it rises, 420 px dropdown. Also runs
 * the worker bridge (unread count → title and bell; notification clicks → router). Mounted by the shell.
 */
import { ActionIcon, Indicator, Modal, Popover } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { NotificationItem } from '../api/types.ts';
import { onSessionReset } from '../../../lib/auth/session-reset.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { ROUTES } from '../../../lib/router/route-names.ts';
import { BREAKPOINTS_PX } from '../../../theme.ts';
import { appStore } from '../../../lib/store.ts';
import { notificationsPanelOpenAtom } from '../../../lib/shell/atoms.ts';
import { unreadCountAtom } from '../../../lib/unread.ts';
import { currentSubscription } from '../lib/push-support.ts';
import { postToWorker, startWorkerBridge } from '../lib/worker-bridge.ts';
import classes from './NotificationsBell.module.css';
import { useShakeOnRise } from './useShakeOnRise.ts';

// The panel loads on first open (its chunk is precached, so this works offline too).
const NotificationsPanel = lazy(() => import('./NotificationsPanel.tsx').then((m) => ({ default: m.NotificationsPanel })));

// Sign-out: the worker forgets the count, this browser stops receiving the previous person's pushes.
onSessionReset(async () => {
  appStore.set(unreadCountAtom, 0);
  postToWorker({ type: 'SIGNED_OUT' });
  const sub = await currentSubscription().catch(() => null);
  await sub?.unsubscribe().catch(() => {});
});

/** Renders nothing until someone is signed in. */
export function NotificationsBell() {
  const { data: user } = useQuery(currentUserQuery);
  return user ? <Bell alpha={user.features.includes('alpha')} /> : null;
}

function Bell({ alpha }: { alpha: boolean }) {
  const count = useAtomValue(unreadCountAtom);
  const shaking = useShakeOnRise(count);
  // Shared with the shell: `projects.switch?notification=true` opens the panel.
  const [opened, setOpened] = useAtom(notificationsPanelOpenAtom);
  const router = useRouter();
  const queryClient = useQueryClient();

  /** Route in-app; false when the URL resolves to error.404 (the caller opens a new tab). */
  function routeTo(url: string): boolean {
    const target = new URL(url, window.location.origin);
    if (target.origin !== window.location.origin) return false;
    const [, , found] = router.getMatchedRoutes(target.pathname);
    if (!found || target.pathname === ROUTES['error.404']) return false;
    void router.navigate({ href: target.pathname + target.search + target.hash });
    return true;
  }

  const routeRef = useRef(routeTo);
  routeRef.current = routeTo;
  useEffect(() => startWorkerBridge({ queryClient, navigate: (url) => routeRef.current(url) }), [queryClient]);
  // Open the panel from the URL (?notification=true, e.g. projects.switch), then drop the flag.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('notification') === 'true') {
      setOpened(true);
      url.searchParams.delete('notification');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  }, [setOpened]);

  function open(item: NotificationItem) {
    setOpened(false);
    if (!item.action) return;
    if (!routeTo(item.action)) window.open(item.action, '_blank', 'noopener');
  }

  const label = count ? `Notifications, ${count} unread` : 'Notifications';
  // Below the small breakpoint the dropdown becomes a modal (spec 000 §9, dropdown defaults).
  const small = useMediaQuery(`(max-width: ${BREAKPOINTS_PX.sm - 0.02}px)`) ?? false;
  const button = (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={label}
      data-testid="notifications-bell"
      data-shaking={shaking || undefined}
      className={shaking ? classes.shake : undefined}
      onClick={() => setOpened((o) => !o)}
    >
      <IconBell size={20} />
    </ActionIcon>
  );
  // The popover's ARIA attributes belong on the button, not on the indicator's wrapper.
  const indicator = (target: React.ReactNode) => (
    <Indicator label={count > 99 ? '99+' : count} disabled={!count} size={16} offset={4} color="red" data-testid="notifications-count">
      {target}
    </Indicator>
  );
  const bell = indicator(button);
  if (small) {
    return (
      <>
        {bell}
        <Modal opened={opened} onClose={() => setOpened(false)} title="Notifications" fullScreen styles={{ body: { padding: 0 } }}>
          {opened ? (
            <Suspense fallback={null}>
              <NotificationsPanel onOpen={open} showPush={alpha} inModal />
            </Suspense>
          ) : null}
        </Modal>
      </>
    );
  }
  return (
    <Popover width={420} position="bottom-end" offset={8} opened={opened} onChange={setOpened} shadow="md" trapFocus={false}>
      {indicator(<Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown p={0} style={{ maxWidth: 'calc(100vw - 16px)' }}>
        {opened ? (
          <Suspense fallback={null}>
            <NotificationsPanel onOpen={open} showPush={alpha} />
          </Suspense>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}

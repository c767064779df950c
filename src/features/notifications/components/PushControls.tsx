/**
 * Push controls (alpha feature channel only, spec 000 §6): a prompt to subscribe that can be snoozed for
 * 30 days, the spec's exact nudges, the unsupported tooltip, and a test notification once subscribed.
 */
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { notifications as nudges } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { sendTestNotification } from '../api/push-subscription.ts';
import { currentSubscription, MESSAGES, pushSupported, snoozedUntil, snoozePrompt, subscribeToPush } from '../lib/push-support.ts';

type State = 'loading' | 'unsupported' | 'subscribed' | 'prompt' | 'snoozed';

export function PushControls() {
  const [state, setState] = useState<State>('loading');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    void Promise.all([currentSubscription(), snoozedUntil()]).then(([sub, until]) =>
      setState(sub && Notification.permission === 'granted' ? 'subscribed' : until > Date.now() ? 'snoozed' : 'prompt'),
    );
  }, []);

  async function subscribe() {
    setBusy(true);
    const result = await subscribeToPush();
    setBusy(false);
    if (result === 'subscribed') {
      setState('subscribed');
      nudges.show({ message: MESSAGES.subscribed, color: 'green', autoClose: 2500 });
    } else if (result === 'blocked') nudges.show({ message: MESSAGES.blocked, color: 'gray', autoClose: 2500 });
    else nudges.show({ message: MESSAGES.failed, color: 'red', autoClose: 2500 });
  }

  if (state === 'loading') return null;
  if (state === 'unsupported') {
    return (
      <Group px="md" py="sm">
        <Tooltip label={MESSAGES.unsupported}>
          <span>
            <Button size="compact-sm" variant="light" disabled>
              Enable real-time notifications
            </Button>
          </span>
        </Tooltip>
      </Group>
    );
  }
  if (state === 'subscribed') {
    return (
      <Group px="md" py="sm" justify="space-between" data-testid="push-controls">
        <Text size="sm" c="dimmed">
          Real-time notifications are on.
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() =>
            sendTestNotification().catch(() =>
              nudges.show({ message: 'The test notification could not be sent.', color: 'red', autoClose: 2500 }),
            )
          }
        >
          Send a test
        </Button>
      </Group>
    );
  }
  if (state === 'snoozed') {
    return (
      <Group px="md" py="sm" data-testid="push-controls">
        <Button size="compact-sm" variant="subtle" loading={busy} onClick={subscribe}>
          Enable real-time notifications
        </Button>
      </Group>
    );
  }
  return (
    <Group px="md" py="sm" justify="space-between" wrap="nowrap" data-testid="push-controls">
      <Text size="sm">Get notified even when Shopfloor is closed.</Text>
      <Group gap="xs" wrap="nowrap">
        <Button size="compact-sm" variant="subtle" color="gray" onClick={() => void snoozePrompt().then(() => setState('snoozed'))}>
          Not now
        </Button>
        <Button size="compact-sm" loading={busy} onClick={subscribe}>
          Enable
        </Button>
      </Group>
    </Group>
  );
}

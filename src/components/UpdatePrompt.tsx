import { Button, Group, Notification, Text } from '@mantine/core';
import { useState } from 'react';
import { applyUpdate } from '../lib/sw/register.ts';

/** "Update available": shown (loaded, even) only once a new build's service worker is waiting. */
export default function UpdatePrompt() {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Notification
      role="alert"
      title="Update available"
      onClose={() => setDismissed(true)}
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 1000, maxWidth: 360 }}
      data-testid="update-prompt"
    >
      <Text size="sm">A new version of Shopfloor is ready.</Text>
      <Group mt="xs">
        <Button size="xs" onClick={applyUpdate}>
          Reload to update
        </Button>
      </Group>
    </Notification>
  );
}

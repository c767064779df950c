/** The reason a control is unavailable: names the missing permission and the roles that grant it. */
import { Text, Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import type { PermissionCheck } from './usePermission.ts';

export function PermissionNote({ check }: { check: PermissionCheck }) {
  if (check.state !== 'denied') return null;
  return (
    <Text size="sm" c="dimmed" role="note" data-testid="permission-note">
      {check.reason}
    </Text>
  );
}

/** Wraps a control: disabled while pending or denied, with the reason as its tooltip. */
export function Guard({ check, children }: { check: PermissionCheck; children: (disabled: boolean) => ReactElement }) {
  const disabled = !check.allowed;
  if (check.state !== 'denied') return children(disabled);
  return (
    <Tooltip label={check.reason} multiline w={280} withArrow>
      <span style={{ display: 'inline-block' }}>{children(true)}</span>
    </Tooltip>
  );
}

/** A small button in a row or card, disabled (with the reason) when the permission check denies it. */
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Guard } from '../../lib/permissions/PermissionNote.tsx';
import type { PermissionCheck } from '../../lib/permissions/usePermission.ts';

const ALLOWED: PermissionCheck = { granted: [], denied: [], roles: [], state: 'granted', allowed: true, reason: '' };

export function RowAction({
  check = ALLOWED,
  onClick,
  loading,
  danger,
  children,
}: {
  check?: PermissionCheck;
  onClick: () => void;
  loading?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Guard check={check}>
      {(disabled) => (
        <Button
          size="xs"
          variant={danger ? 'light' : 'default'}
          color={danger ? 'red' : undefined}
          disabled={disabled}
          loading={loading}
          onClick={onClick}
        >
          {children}
        </Button>
      )}
    </Guard>
  );
}

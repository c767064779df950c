/**
 * Confirmation for a destructive action: a modal that says what will happen, shows a busy state while the action
 * runs, and keeps the error on screen (the modal stays open) if it fails.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { PermissionCheck } from '../../lib/permissions/usePermission.ts';
import { RowAction } from './RowAction.tsx';

export interface ConfirmActionProps {
  /** The label of the (red) button that opens the dialog, e.g. "Revoke". */
  trigger: string;
  /** The permission behind the action: the trigger is disabled, with the reason, when it is denied. */
  check?: PermissionCheck;
  /** The dialog's title, e.g. "Revoke API key". */
  title: string;
  /** What will happen, in plain words. */
  message: ReactNode;
  /** The confirm button; defaults to the trigger's label. */
  confirmLabel?: string;
  /** Runs the action; a rejection is shown in the dialog. */
  onConfirm: () => Promise<unknown>;
  color?: string;
  /** A different trigger (e.g. a menu item): receives `open`. */
  children?: (open: () => void) => ReactNode;
}

export function ConfirmAction({
  trigger,
  check,
  title,
  message,
  confirmLabel = trigger,
  onConfirm,
  color = 'red',
  children,
}: ConfirmActionProps) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setOpened(false);
    setError(null);
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpened(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {children ? (
        children(() => setOpened(true))
      ) : (
        <RowAction check={check} danger onClick={() => setOpened(true)}>
          {trigger}
        </RowAction>
      )}
      <Modal opened={opened} onClose={close} title={title} closeOnClickOutside={!busy} closeOnEscape={!busy}>
        <Stack>
          {typeof message === 'string' ? <Text>{message}</Text> : message}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button color={color} loading={busy} onClick={() => void confirm()} data-autofocus>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

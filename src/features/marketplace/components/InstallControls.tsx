/** Install (with the module's settings when it has any) and uninstall, each behind a confirmation. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { configDefaults } from '../../../../common/integration-config.ts';
import { formMessage } from '../../../lib/api/errors.ts';
import { ConfigForm } from '../../../lib/modules/ConfigForm.tsx';
import { useInstall, useUninstall } from '../api/install.ts';
import type { Listing } from '../api/types.ts';

export function InstallControls({ listing, projectId, installed }: { listing: Listing; projectId: string; installed: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const install = useInstall(projectId, listing.code);
  const uninstall = useUninstall(projectId, listing.code);
  const hasSettings = listing.configSchema.fields.length > 0;

  // Frozen while the dialog is open, so its content does not flip during the closing animation.
  const [removing, setRemoving] = useState(installed);
  const show = () => {
    setError(null);
    setRemoving(installed);
    open();
  };
  const doInstall = async (config?: Record<string, unknown>) => {
    setError(null);
    try {
      await install.mutateAsync(config);
      close();
    } catch (e) {
      setError(formMessage(e));
      throw e;
    }
  };
  const doUninstall = async () => {
    setError(null);
    try {
      await uninstall.mutateAsync();
      close();
    } catch (e) {
      setError(formMessage(e));
    }
  };

  return (
    <>
      {installed ? (
        <Button color="red" variant="light" onClick={show}>
          Uninstall
        </Button>
      ) : listing.availability === 'coming-soon' ? (
        <Button disabled aria-describedby="coming-soon-note">
          Coming soon
        </Button>
      ) : (
        <Button onClick={show}>Install</Button>
      )}
      <Modal opened={opened} onClose={close} title={removing ? `Uninstall ${listing.name}?` : `Install ${listing.name}?`} centered>
        <Stack gap="md">
          {error && (removing || !hasSettings) && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {installed ? (
            <>
              <Text size="sm">
                Its screens and menu entries are removed from this project. Your settings are kept if you install it again.
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button color="red" loading={uninstall.isPending} onClick={doUninstall}>
                  Uninstall
                </Button>
              </Group>
            </>
          ) : hasSettings ? (
            <>
              <Text size="sm">Check its settings; you can change them later.</Text>
              <ConfigForm
                schema={listing.configSchema}
                config={configDefaults(listing.configSchema)}
                onSave={(config) => doInstall(config).catch((e) => Promise.reject(e))}
                submitLabel="Install"
              />
            </>
          ) : (
            <>
              <Text size="sm">{listing.name} will be added to this project straight away.</Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button loading={install.isPending} onClick={() => doInstall().catch(() => {})}>
                  Install
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}

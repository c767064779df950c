import { Alert, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { authorizeDevice } from '../api/device.ts';
import { applyServerErrors } from './form-errors.ts';

/** Fullscreen: enter the code the device shows, then approve or deny it (RFC 8628 user interaction). */
export function DevicePage({ code }: { code?: string }) {
  const [busy, setBusy] = useState<'approve' | 'deny' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [result, setResult] = useState<{ status: 'approved' | 'denied'; clientId: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { user_code: code ?? '' },
    validate: { user_code: (v) => (v.replace(/[^a-z]/gi, '').length === 8 ? null : 'Enter the 8-letter code shown on the device.') },
  });

  const decide = (approve: boolean) =>
    form.onSubmit(async (values) => {
      setBusy(approve ? 'approve' : 'deny');
      setMessage(null);
      try {
        const res = await authorizeDevice({ user_code: values.user_code, approve });
        setResult(res);
      } catch (err) {
        setMessage(applyServerErrors(form, err));
      } finally {
        setBusy(null);
      }
    });

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={480}>
        {result ? (
          <Stack>
            <Title order={1} size="h2">
              {result.status === 'approved' ? 'Device connected' : 'Device denied'}
            </Title>
            <Alert color={result.status === 'approved' ? 'green' : 'gray'} role="status">
              {result.status === 'approved'
                ? `“${result.clientId}” can now act on your behalf. You can return to the device.`
                : `“${result.clientId}” was not connected.`}
            </Alert>
            <Button
              variant="light"
              onClick={() => {
                setResult(null);
                form.reset();
                form.setFieldValue('user_code', '');
              }}
            >
              Connect another device
            </Button>
          </Stack>
        ) : (
          <form onSubmit={decide(true)} noValidate>
            <Stack>
              <Title order={1} size="h2">
                Connect a device
              </Title>
              <Text size="sm">Enter the code shown on the device. Only approve a device you are setting up yourself.</Text>
              {message && (
                <Alert color="red" role="alert">
                  {message}
                </Alert>
              )}
              <TextInput
                label="Device code"
                placeholder="BCDF-GHJK"
                autoComplete="off"
                autoCapitalize="characters"
                styles={{ input: { letterSpacing: 4, fontSize: 22, textTransform: 'uppercase' } }}
                required
                {...form.getInputProps('user_code')}
              />
              <Group grow>
                <Button type="button" variant="default" loading={busy === 'deny'} disabled={!!busy} onClick={() => decide(false)()}>
                  Deny
                </Button>
                <Button type="submit" loading={busy === 'approve'} disabled={!!busy}>
                  Approve
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Center>
  );
}

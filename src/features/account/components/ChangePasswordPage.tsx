import { AnchorLink } from './AnchorLink.tsx';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { tokenManager } from '../../../lib/auth/token.ts';
import { changePassword } from '../api/password.ts';
import { applyServerErrors, PASSWORD_HINT, validatePassword } from './form-errors.ts';

export function ChangePasswordPage() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: {
      current_password: (v) => (v ? null : 'Enter your current password.'),
      password: validatePassword,
      password_confirmation: (v, all) => (v === all.password ? null : 'The password confirmation does not match.'),
    },
  });

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    setDone(null);
    try {
      const res = await changePassword(values);
      // The session was rotated: tokens tied to the old one are dropped.
      tokenManager.clear();
      form.reset();
      setDone(res.message);
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg" maw={520}>
      <Title order={2}>Change password</Title>
      <Paper withBorder p="lg" component="form" onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          {done && (
            <Alert color="green" role="status">
              {done}
            </Alert>
          )}
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('current_password')} />
          <PasswordInput
            label="New password"
            description={PASSWORD_HINT}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_confirmation')}
          />
          <Group justify="space-between">
            <AnchorLink to="/settings">Back to settings</AnchorLink>
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { confirmPassword } from '../api/password.ts';
import { disableTwoFactor, fetchRecoveryCodesStatus, type RecoveryCodesStatus, regenerateRecoveryCodes } from '../api/two-factor.ts';
import { applyServerErrors } from './form-errors.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';

/** For a user with two-factor on: recovery codes left, regenerate them (password), turn two-factor off. */
export function TwoFactorManagement({ onDisabled }: { onDisabled: () => void }) {
  return (
    <>
      <RecoveryCodesSection />
      <DisableSection onDisabled={onDisabled} />
    </>
  );
}

function RecoveryCodesSection() {
  const [status, setStatus] = useState<RecoveryCodesStatus | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (v) => (v ? null : 'Enter your password.') },
  });
  useEffect(() => {
    fetchRecoveryCodesStatus()
      .then(setStatus)
      .catch(() => setStatus(null));
  }, []);

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    try {
      await confirmPassword(values.password);
      const fresh = await regenerateRecoveryCodes();
      setCodes(fresh.recoveryCodes);
      setStatus({ total: fresh.recoveryCodes.length, remaining: fresh.recoveryCodes.length, createdAt: new Date().toISOString() });
      form.reset();
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="recovery-codes-title">
      <Stack>
        <Title order={3} id="recovery-codes-title">
          Recovery codes
        </Title>
        {status && (
          <Text data-testid="recovery-codes-remaining">
            {status.remaining} of {status.total} recovery codes left.
          </Text>
        )}
        {codes ? (
          <RecoveryCodesList codes={codes} />
        ) : (
          <form onSubmit={form.onSubmit(onSubmit)} noValidate>
            <Stack>
              {message && (
                <Alert color="red" role="alert">
                  {message}
                </Alert>
              )}
              <PasswordInput
                label="Your password"
                description="Generating new codes makes the old ones stop working."
                autoComplete="current-password"
                required
                {...form.getInputProps('password')}
              />
              <Group>
                <Button type="submit" variant="light" loading={busy}>
                  Generate new recovery codes
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

function DisableSection({ onDisabled }: { onDisabled: () => void }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', one_time_password: '' },
    validate: {
      password: (v) => (v ? null : 'Enter your password.'),
      one_time_password: (v) => (v.trim() ? null : 'Enter a code from your authenticator app or a recovery code.'),
    },
  });

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    try {
      const user = await disableTwoFactor({ password: values.password, one_time_password: values.one_time_password.trim() });
      qc.setQueryData(currentUserQuery.queryKey, user);
      onDisabled();
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="disable-2fa-title">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <Title order={3} id="disable-2fa-title">
            Turn off two-factor authentication
          </Title>
          <Text size="sm">Signing in will then need only your password. Projects that require two-factor will refuse you.</Text>
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
          <TextInput
            label="Authentication code or recovery code"
            autoComplete="one-time-code"
            maxLength={32}
            required
            {...form.getInputProps('one_time_password')}
          />
          <Group>
            <Button type="submit" color="red" variant="light" loading={busy}>
              Turn off two-factor authentication
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

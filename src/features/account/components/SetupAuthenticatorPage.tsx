import { AnchorLink } from './AnchorLink.tsx';
import { Alert, Button, Code, Group, Image, Loader, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import qrcode from 'qrcode-generator';
import { useEffect, useMemo, useState } from 'react';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { confirmPassword } from '../api/password.ts';
import { fetchTwoFactorSecret, setupTwoFactor, type TwoFactorSecret } from '../api/two-factor.ts';
import { applyServerErrors } from './form-errors.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { TwoFactorManagement } from './TwoFactorManagement.tsx';

function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createDataURL(5, 4);
}

/**
 * Title "Setup Authentication App": a QR code of the otpauth URI, the secret as text, confirm with a code; then the
 * recovery codes, shown once. With two-factor already on: recovery codes left / regenerate, and turning it off.
 */
export function SetupAuthenticatorPage() {
  const qc = useQueryClient();
  const [secret, setSecret] = useState<TwoFactorSecret | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [turnedOff, setTurnedOff] = useState(false);
  const [secretVersion, setSecretVersion] = useState(0);
  const form = useForm({
    mode: 'controlled',
    initialValues: { one_time_password: '', password: '' },
    validate: {
      one_time_password: (v) => (/^\d{6}$/.test(v.trim()) ? null : 'Enter the 6-digit code from your authenticator app.'),
      password: (v) => (secret?.enabled && !v ? 'Enter your password to replace the current app.' : null),
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new secret after two-factor was turned off
  useEffect(() => {
    let live = true;
    fetchTwoFactorSecret()
      .then((s) => live && setSecret(s))
      .catch((err) => live && setLoadError(applyServerErrors(null, err)));
    return () => {
      live = false;
    };
  }, [secretVersion]);
  const qr = useMemo(() => (secret ? qrDataUrl(secret.uri) : null), [secret]);

  async function onSubmit(values: typeof form.values) {
    if (!secret) return;
    setBusy(true);
    setMessage(null);
    try {
      // Replacing an existing app needs the password re-entered (the server checks it was within 15 minutes).
      if (secret.enabled) await confirmPassword(values.password);
      const { recoveryCodes: codes, ...user } = await setupTwoFactor({
        secret: secret.secret,
        one_time_password: values.one_time_password.trim(),
      });
      qc.setQueryData(currentUserQuery.queryKey, user);
      setRecoveryCodes(codes ?? []);
      setDone(true);
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="lg" maw={560}>
      <Title order={2}>Setup Authentication App</Title>
      <Paper withBorder p="lg">
        {done ? (
          <Stack>
            <Alert color="green" role="status">
              Two-factor authentication is on. From now on you sign in with your password and a code from the app.
            </Alert>
            {recoveryCodes.length > 0 && <RecoveryCodesList codes={recoveryCodes} />}
            <AnchorLink to="/settings">Back to settings</AnchorLink>
          </Stack>
        ) : loadError ? (
          <Alert color="red" role="alert">
            {loadError}
          </Alert>
        ) : !secret || !qr ? (
          <Loader aria-label="Loading" />
        ) : (
          <form onSubmit={form.onSubmit(onSubmit)} noValidate>
            <Stack>
              {turnedOff && (
                <Alert color="green" role="status">
                  Two-factor authentication is off. You can set it up again below.
                </Alert>
              )}
              {secret.enabled && (
                <Alert color="yellow">Two-factor authentication is already on. Confirming a new app replaces the old one.</Alert>
              )}
              {secret.enabled && (
                <PasswordInput label="Your password" autoComplete="current-password" required {...form.getInputProps('password')} />
              )}
              <Text>1. Scan this QR code with an authenticator app (for example Google Authenticator, 1Password or Aegis).</Text>
              <Image src={qr} alt="QR code for your authenticator app" w={200} h={200} fit="contain" />
              <Text size="sm">Can't scan it? Enter this key in the app instead:</Text>
              <Code block data-testid="totp-secret" style={{ letterSpacing: 2, wordBreak: 'break-all' }}>
                {secret.secret}
              </Code>
              <Text>2. Enter the 6-digit code the app shows.</Text>
              {message && (
                <Alert color="red" role="alert">
                  {message}
                </Alert>
              )}
              <TextInput
                label="Authentication code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                {...form.getInputProps('one_time_password')}
              />
              <Group justify="space-between">
                <AnchorLink to="/settings">Cancel</AnchorLink>
                <Button type="submit" loading={busy}>
                  Turn on two-factor authentication
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
      {secret?.enabled && !done && (
        <TwoFactorManagement
          onDisabled={() => {
            setTurnedOff(true);
            setSecret(null);
            setSecretVersion((v) => v + 1);
          }}
        />
      )}
    </Stack>
  );
}

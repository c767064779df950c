import { Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { toAppError } from '../../../lib/api/errors.ts';
import { login } from '../../../lib/auth/session-api.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { verifyEmail } from '../api/register.ts';
import { AnchorLink } from './AnchorLink.tsx';
import { AuthCard } from './AuthCard.tsx';
import { applyServerErrors, validateEmail } from './form-errors.ts';

/** Only same-origin paths are followed after sign-in (no open redirect). */
export function safeRedirect(target: string | undefined): string {
  if (!target) return '/dashboard';
  try {
    const url = new URL(target, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : '/dashboard';
  } catch {
    return '/dashboard';
  }
}

/**
 * Sign in. The authentication-code field appears when the server answers 422 on `one_time_password`.
 * A `verify` query (the link of the verification email) is redeemed on arrival.
 */
export function LoginPage({ email: initialEmail, redirectTo, verify }: { email?: string; redirectTo?: string; verify?: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail ?? '', password: '', one_time_password: '' },
    validate: { email: validateEmail, password: (v) => (v ? null : 'Enter your password.') },
  });
  const verified = useRef(false);

  useEffect(() => {
    if (!verify || verified.current) return;
    verified.current = true;
    verifyEmail(verify)
      .then((r) => setNotice(`${r.message} Sign in to continue.`))
      .catch((err) => setMessage(toAppError(err).errors?.code?.[0] ?? applyServerErrors(null, err)));
  }, [verify]);

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    try {
      const user = await login({
        email: values.email.trim(),
        password: values.password,
        ...(needsCode && values.one_time_password ? { one_time_password: values.one_time_password.trim() } : {}),
      });
      qc.setQueryData(currentUserQuery.queryKey, user);
      await navigate({ href: safeRedirect(redirectTo) });
    } catch (err) {
      const e = toAppError(err);
      if (e.errors?.one_time_password) {
        setNeedsCode(true);
        if (e.code === 'ONE_TIME_PASSWORD_REQUIRED') {
          form.setErrors({});
          setNotice(e.errors.one_time_password[0] ?? null);
          return;
        }
      }
      setNotice(null);
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Sign in to Shopfloor"
      error={message}
      notice={notice}
      onSubmit={form.onSubmit(onSubmit)}
      footer={
        <Group justify="space-between">
          <AnchorLink to="/account/register" search={{ email: form.values.email || undefined }} size="sm">
            Create an account
          </AnchorLink>
          <AnchorLink to="/account/forgotten-password" search={{ email: form.values.email || undefined }} size="sm">
            Forgot your password?
          </AnchorLink>
        </Group>
      }
    >
      <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
      <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
      {needsCode && (
        <>
          <TextInput
            label="Authentication code"
            description="The 6-digit code from your authenticator app, or one of your recovery codes."
            autoComplete="one-time-code"
            maxLength={32}
            data-autofocus
            autoFocus
            required
            {...form.getInputProps('one_time_password')}
          />
          <Text size="xs" c="dimmed">
            Lost your device? Enter a recovery code instead. Without one, ask a project owner to reset your two-factor authentication.
          </Text>
        </>
      )}
      <Button type="submit" loading={busy} fullWidth>
        Sign in
      </Button>
    </AuthCard>
  );
}

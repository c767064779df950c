import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { formMessage, toAppError } from '../../../lib/api/errors.ts';
import { login } from '../../../lib/auth/session-api.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';

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

export function LoginPage({ email: initialEmail, redirectTo }: { email?: string; redirectTo?: string }) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const qc = useQueryClient();
  const navigate = useNavigate();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    setFieldErrors({});
    try {
      const user = await login({ email, password });
      qc.setQueryData(currentUserQuery.queryKey, user);
      await navigate({ href: safeRedirect(redirectTo) });
    } catch (err) {
      const appErr = toAppError(err);
      setFieldErrors(appErr.errors ?? {});
      setMessage(formMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420} component="form" onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Sign in to Shopfloor
          </Title>
          {message && !fieldErrors.email && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={fieldErrors.email?.[0]}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={fieldErrors.password?.[0]}
          />
          <Button type="submit" loading={busy} fullWidth>
            Sign in
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}

import { Button, Loader, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toAppError } from '../../../lib/api/errors.ts';
import { resetPassword, resetTokenQuery } from '../api/password.ts';
import { AnchorLink } from './AnchorLink.tsx';
import { AuthCard } from './AuthCard.tsx';
import { applyServerErrors, PASSWORD_HINT, validatePassword } from './form-errors.ts';

export function ResetPasswordPage({ token, email }: { token?: string; email?: string }) {
  const check = useQuery({ ...resetTokenQuery(token ?? ''), enabled: !!token });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: email ?? '', password: '', password_confirmation: '' },
    validate: {
      password: validatePassword,
      password_confirmation: (v, all) => (v === all.password ? null : 'The password confirmation does not match.'),
    },
  });

  const invalid = !token || check.isError;
  if (invalid) {
    return (
      <AuthCard title="Reset password" error={check.error ? toAppError(check.error).message : 'This link is invalid or has expired.'}>
        <AnchorLink to="/account/forgotten-password">Request a new link</AnchorLink>
      </AuthCard>
    );
  }
  if (check.isPending) {
    return (
      <AuthCard title="Reset password">
        <Loader aria-label="Checking the link" />
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title="Password reset" notice={done}>
        <AnchorLink to="/account/login" search={{ email: check.data.email }}>
          Sign in
        </AnchorLink>
      </AuthCard>
    );
  }

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    try {
      const res = await resetPassword({
        token: token ?? '',
        email: check.data?.email ?? values.email,
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      setDone(res.message);
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Choose a new password" error={message} onSubmit={form.onSubmit(onSubmit)}>
      <TextInput label="Email" value={check.data.email} readOnly autoComplete="username" />
      <PasswordInput
        label="New password"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('password_confirmation')} />
      <Button type="submit" loading={busy} fullWidth>
        Reset password
      </Button>
    </AuthCard>
  );
}

import { Button, Checkbox, Group, PasswordInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { setPassword } from '../api/password.ts';
import { AnchorLink } from './AnchorLink.tsx';
import { AuthCard } from './AuthCard.tsx';
import { applyServerErrors, PASSWORD_HINT, validatePassword } from './form-errors.ts';

/** Finish an account created for you (e.g. by an invite): names, password and the terms. */
export function SetPasswordPage({ token, email }: { token?: string; email?: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(token ? null : 'This link is invalid or has expired.');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      email: email ?? '',
      firstName: '',
      lastName: '',
      username: '',
      password: '',
      password_confirmation: '',
      signedEula: false,
    },
    validate: {
      firstName: (v) => (v.trim() ? null : 'Enter your first name.'),
      lastName: (v) => (v.trim() ? null : 'Enter your last name.'),
      password: validatePassword,
      password_confirmation: (v, all) => (v === all.password ? null : 'The password confirmation does not match.'),
      signedEula: (v) => (v ? null : 'You must accept the terms to continue.'),
    },
  });

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    try {
      const user = await setPassword({
        token: token ?? '',
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(values.username.trim() ? { username: values.username.trim() } : {}),
        password: values.password,
        password_confirmation: values.password_confirmation,
        // The contract accepts only `true`; an unticked box is sent as is so the server answers with its 422.
        signedEula: values.signedEula as true,
      });
      qc.setQueryData(currentUserQuery.queryKey, user);
      await navigate({ to: '/dashboard' });
    } catch (err) {
      const m = applyServerErrors(form, err);
      const tokenError = (err as { errors?: Record<string, string[]> }).errors?.token?.[0];
      setMessage(tokenError ?? m);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Set up your account"
      error={message}
      onSubmit={form.onSubmit(onSubmit)}
      footer={
        <AnchorLink to="/account/login" size="sm">
          Back to sign in
        </AnchorLink>
      }
    >
      <TextInput label="Email" type="email" autoComplete="username" required readOnly={!!email} {...form.getInputProps('email')} />
      <Group grow>
        <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
        <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
      </Group>
      <TextInput label="Username" description="Optional" autoComplete="nickname" {...form.getInputProps('username')} />
      <PasswordInput
        label="Password"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput label="Confirm password" autoComplete="new-password" required {...form.getInputProps('password_confirmation')} />
      <Checkbox label="I have read and agree to the terms and conditions" {...form.getInputProps('signedEula', { type: 'checkbox' })} />
      <Button type="submit" loading={busy} fullWidth>
        Save and continue
      </Button>
    </AuthCard>
  );
}

import { Button, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { register } from '../api/register.ts';
import { AnchorLink } from './AnchorLink.tsx';
import { AuthCard } from './AuthCard.tsx';
import { applyServerErrors, PASSWORD_HINT, validateEmail, validatePassword } from './form-errors.ts';

export function RegisterPage({ email }: { email?: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: email ?? '', password: '' },
    validate: { email: validateEmail, password: validatePassword },
  });

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    try {
      const res = await register({ email: values.email.trim(), password: values.password });
      setDone(res.message);
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <AuthCard title="Check your inbox" notice={done}>
        <Text size="sm">Follow the link in the email to verify your address, then sign in.</Text>
        <AnchorLink to="/account/login" search={{ email: form.values.email }}>
          Go to sign in
        </AnchorLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      error={message}
      onSubmit={form.onSubmit(onSubmit)}
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <AnchorLink to="/account/login" search={{ email: form.values.email || undefined }}>
            Sign in
          </AnchorLink>
        </Text>
      }
    >
      <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      <PasswordInput
        label="Password"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
      <Button type="submit" loading={busy} fullWidth>
        Create account
      </Button>
    </AuthCard>
  );
}

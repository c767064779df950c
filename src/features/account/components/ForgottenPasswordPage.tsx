import { Button, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { forgotPassword } from '../api/password.ts';
import { AnchorLink } from './AnchorLink.tsx';
import { AuthCard } from './AuthCard.tsx';
import { applyServerErrors, validateEmail } from './form-errors.ts';

export function ForgottenPasswordPage({ email }: { email?: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { email: email ?? '' }, validate: { email: validateEmail } });

  async function onSubmit(values: typeof form.values) {
    setBusy(true);
    setMessage(null);
    try {
      setNotice((await forgotPassword(values.email.trim())).message);
    } catch (err) {
      setMessage(applyServerErrors(form, err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      error={message}
      notice={notice}
      onSubmit={form.onSubmit(onSubmit)}
      footer={
        <AnchorLink to="/account/login" search={{ email: form.values.email || undefined }} size="sm">
          Back to sign in
        </AnchorLink>
      }
    >
      <Text size="sm">Enter the email address of your account and we will send you a link to choose a new password.</Text>
      <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      <Button type="submit" loading={busy} fullWidth>
        Send reset link
      </Button>
    </AuthCard>
  );
}

/**
 * Adding a card: billing starts a setup intent (`POST …/payment-methods`), the card details go to the test
 * provider's own endpoint (which answers a token; billing never sees the number), then billing confirms the setup
 * with the token (`PATCH …/payment-methods/{id}`). A decline answers SETUP_INTENT_FAILED.
 */
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppError } from '../../../lib/api/errors.ts';
import { confirmTestProviderCard } from '../../../lib/api/generated/ops/confirmTestProviderCard.ts';
import { finishCardSetup, startCardSetup, vendorSecretQuery } from '../api/billing.ts';
import type { PaymentMethod } from '../api/types.ts';

export function AddCardForm({ projectId, onDone }: { projectId: string; onDone: (m: PaymentMethod) => void }) {
  const secret = useQuery(vendorSecretQuery(projectId, 'test'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: {
      number: (v) => (/^[\d ]{12,23}$/.test(v.trim()) ? null : 'Enter the card number.'),
      expiry: (v) => (/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(v.trim()) ? null : 'Use MM/YY.'),
      cvc: (v) => (/^\d{3,4}$/.test(v.trim()) ? null : '3 or 4 digits.'),
    },
  });
  if (secret.isError)
    return (
      <Alert color="red">{secret.error instanceof AppError ? secret.error.message : 'This card provider is not available here.'}</Alert>
    );
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    setError(null);
    try {
      const [mm, yy] = v.expiry.split('/').map((s) => Number(s.trim())) as [number, number];
      const setup = await startCardSetup(projectId);
      const { token } = await confirmTestProviderCard({
        body: {
          clientSecret: setup.clientSecret,
          number: v.number.replace(/\s/g, ''),
          expMonth: mm,
          expYear: 2000 + yy,
          cvc: v.cvc.trim(),
        },
      });
      onDone(await finishCardSetup(projectId, setup.id, token));
    } catch (e) {
      if (e instanceof AppError && e.errors) {
        if (e.errors.number) form.setFieldError('number', e.errors.number[0]);
        if (e.errors.expiry || e.errors.expYear || e.errors.expMonth)
          form.setFieldError('expiry', (e.errors.expiry ?? e.errors.expYear ?? e.errors.expMonth)![0]);
      }
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" data-testid="test-card-form">
        <Text size="sm" c="dimmed">
          Test provider: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. No card number is stored.
        </Text>
        <TextInput label="Card number" autoComplete="cc-number" inputMode="numeric" {...form.getInputProps('number')} />
        <Group grow>
          <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="12/29" {...form.getInputProps('expiry')} />
          <TextInput label="CVC" autoComplete="cc-csc" inputMode="numeric" {...form.getInputProps('cvc')} />
        </Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={!secret.data}>
          Save card
        </Button>
      </Stack>
    </form>
  );
}

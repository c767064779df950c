/**
 * The billing company (projects.settings, where COMPANY_NOT_FOUND's Fix action leads): company name, address,
 * country, VAT/tax id, billing email, currency. Server field errors land on the fields.
 */
import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppError } from '../../../lib/api/errors.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { billingProjectQuery, refreshBilling, saveCompany } from '../api/billing.ts';

const EMPTY = {
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postalCode: '',
  country: '',
  taxId: '',
  email: '',
  currency: 'EUR',
};
const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'JPY', 'AUD', 'CAD'];

export function BillingCompanySection({ projectId }: { projectId: string }) {
  const canRead = usePermission(projectId, 'billing.billing.get');
  const canEdit = usePermission(projectId, 'billing.billing.update');
  if (!canRead.allowed) return null;
  return <CompanyForm projectId={projectId} editable={canEdit.allowed} />;
}

function CompanyForm({ projectId, editable }: { projectId: string; editable: boolean }) {
  const qc = useQueryClient();
  const q = useQuery(billingProjectQuery(projectId));
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      companyName: (v) => (v.trim() ? null : 'The company name is required.'),
      country: (v) => (/^[A-Za-z]{2}$/.test(v.trim()) ? null : 'Use a two-letter country code (DE).'),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : 'Enter a valid email address.'),
    },
  });
  const company = q.data?.company;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded company.
  useEffect(() => {
    if (!q.data) return;
    const c = q.data.company;
    if (c)
      form.setValues({
        companyName: c.name,
        addressLine1: c.addressLine1 ?? '',
        addressLine2: c.addressLine2 ?? '',
        city: c.city ?? '',
        postalCode: c.postalCode ?? '',
        country: c.country,
        taxId: c.taxId ?? '',
        email: c.email,
        currency: q.data.currency,
      });
  }, [q.data]);
  const save = useMutation({
    mutationFn: (v: typeof EMPTY) =>
      saveCompany(projectId, {
        companyName: v.companyName.trim(),
        addressLine1: v.addressLine1.trim() || null,
        addressLine2: v.addressLine2.trim() || null,
        city: v.city.trim() || null,
        postalCode: v.postalCode.trim() || null,
        country: v.country.trim().toUpperCase(),
        taxId: v.taxId.trim() || null,
        email: v.email.trim(),
        currency: v.currency,
      }),
    onSuccess: () => {
      notifications.show({ message: 'Billing company saved.', color: 'green' });
      refreshBilling(qc, projectId);
    },
    onError: (e) => {
      if (e instanceof AppError && e.errors)
        for (const [k, msgs] of Object.entries(e.errors)) if (k in EMPTY) form.setFieldError(k, msgs[0]);
    },
  });
  if (q.isPending) return <Skeleton h={200} />;
  if (q.isError) return <Alert color="red">{q.error.message}</Alert>;
  return (
    <Paper withBorder p="md" id="billing-company">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="sm">
          <Title order={3}>Billing company</Title>
          <Text size="sm" c="dimmed">
            {company ? 'Invoices are made out to this company.' : 'Company setup required. Invoices are made out to this company.'}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Company name" required disabled={!editable} {...form.getInputProps('companyName')} />
            <TextInput label="Billing email" required type="email" disabled={!editable} {...form.getInputProps('email')} />
            <TextInput label="Address" disabled={!editable} {...form.getInputProps('addressLine1')} />
            <TextInput label="Address (line 2)" disabled={!editable} {...form.getInputProps('addressLine2')} />
            <TextInput label="City" disabled={!editable} {...form.getInputProps('city')} />
            <TextInput label="Postal code" disabled={!editable} {...form.getInputProps('postalCode')} />
            <TextInput label="Country (ISO code)" required maxLength={2} disabled={!editable} {...form.getInputProps('country')} />
            <TextInput label="VAT / tax id" disabled={!editable} {...form.getInputProps('taxId')} />
            <Select label="Currency" data={CURRENCIES} allowDeselect={false} disabled={!editable} {...form.getInputProps('currency')} />
          </SimpleGrid>
          {save.error && !(save.error instanceof AppError && save.error.errors) && <Alert color="red">{save.error.message}</Alert>}
          {editable && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save billing company
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** Create or edit an insert: name, type (size, paper, cost), artwork (a drive file id or an https URL), rules, active. */
import { Alert, Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney, toMajor, toMinor } from '../../../lib/format/money.ts';
import { createInsert, insertTypesQuery, refreshInserts, updateInsert } from '../api/catalogue.ts';
import type { Insert } from '../api/calls.ts';
import { applyServerErrors } from '../lib/form-errors.ts';

interface Values {
  name: string;
  insertTypeId: string;
  artwork: string;
  minOrderTotal: number | string;
  countries: string;
  firstOrderOnly: boolean;
  active: boolean;
}

export function InsertForm({ projectId, insert, onDone }: { projectId: string; insert?: Insert; onDone: () => void }) {
  const qc = useQueryClient();
  const types = useQuery(insertTypesQuery(projectId));
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: insert
      ? {
          name: insert.name,
          insertTypeId: insert.insertTypeId,
          artwork: insert.artwork,
          minOrderTotal: insert.rules.minOrderTotal !== undefined ? toMajor(insert.rules.minOrderTotal, insert.insertType.currency) : '',
          countries: (insert.rules.countries ?? []).join(', '),
          firstOrderOnly: insert.rules.firstOrderOnly ?? false,
          active: insert.active,
        }
      : { name: '', insertTypeId: '', artwork: '', minOrderTotal: '', countries: '', firstOrderOnly: false, active: true },
    validate: {
      name: (v) => (v.trim() ? null : 'The name is required.'),
      insertTypeId: (v) => (v ? null : 'Choose an insert type.'),
      artwork: (v) =>
        /^https:\/\/\S+$/.test(v.trim()) || /^[A-Za-z0-9_-]{1,64}$/.test(v.trim()) ? null : 'Give a drive file id or an https URL.',
    },
  });
  const type = types.data?.find((t) => t.id === form.values.insertTypeId);
  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    setAlert(null);
    try {
      const countries = v.countries
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      const body = {
        name: v.name.trim(),
        insertTypeId: v.insertTypeId,
        artwork: v.artwork.trim(),
        active: v.active,
        rules: {
          ...(v.minOrderTotal !== '' ? { minOrderTotal: toMinor(Number(v.minOrderTotal), type?.currency ?? 'EUR') } : {}),
          ...(countries.length ? { countries } : {}),
          ...(v.firstOrderOnly ? { firstOrderOnly: true } : {}),
          ...(insert?.rules.skus?.length ? { skus: insert.rules.skus } : {}),
        },
      };
      if (insert) await updateInsert(projectId, insert.id, body);
      else await createInsert(projectId, body);
      await refreshInserts(qc, projectId);
      onDone();
    } catch (e) {
      setAlert(applyServerErrors(form, e));
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <TextInput label="Name" placeholder="Thank-you card" required {...form.getInputProps('name')} />
        <Select
          label="Insert type"
          required
          placeholder={types.isPending ? 'Loading…' : 'Choose a type'}
          data={(types.data ?? []).map((t) => ({ value: t.id, label: `${t.name} · ${t.size} · ${formatMoney(t.cost, t.currency)} each` }))}
          {...form.getInputProps('insertTypeId')}
        />
        {type && (
          <Text size="xs" c="dimmed">
            {type.paper}. Artwork: {type.artworkSpec}
          </Text>
        )}
        <TextInput
          label="Artwork"
          description="A drive file id, or an https link to the print file"
          required
          {...form.getInputProps('artwork')}
        />
        <Text fw={600} size="sm">
          Which orders get it (all that apply; none = every order)
        </Text>
        <Group grow align="flex-start">
          <NumberInput label="Minimum order total" min={0} decimalScale={2} {...form.getInputProps('minOrderTotal')} />
          <TextInput label="Countries" placeholder="DE, AT" {...form.getInputProps('countries')} />
        </Group>
        <Checkbox label="Only a customer's first order" {...form.getInputProps('firstOrderOnly', { type: 'checkbox' })} />
        <Checkbox label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            {insert ? 'Save insert' : 'Create insert'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

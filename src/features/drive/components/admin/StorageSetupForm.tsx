/**
 * A project's storage setup: quota and largest file with units, allowed types as tags; the server's 422 field
 * errors on their fields. Only changed values are sent, so opening and saving changes nothing by rounding.
 */
import { Alert, Button, Group, NumberInput, Select, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import type { ProjectStorage, StorageSetup } from '../../api/admin.ts';
import { formatBytes } from '../../lib/format.ts';

/** Decimal units, as formatBytes shows them (storage is sold in decimal units). */
export const UNITS = [
  { value: 'MB', label: 'MB', bytes: 1e6 },
  { value: 'GB', label: 'GB', bytes: 1e9 },
  { value: 'TB', label: 'TB', bytes: 1e12 },
] as const;
type Unit = (typeof UNITS)[number]['value'];

/** Bytes → the largest unit that shows them as at least 1 (MB below that), at most 3 decimals. */
export function toUnit(bytes: number): { amount: number; unit: Unit } {
  const u = [...UNITS].reverse().find((x) => bytes >= x.bytes) ?? UNITS[0];
  return { amount: Math.round((bytes / u.bytes) * 1000) / 1000, unit: u.value };
}

export const fromUnit = (amount: number, unit: Unit) => Math.round(amount * (UNITS.find((u) => u.value === unit)?.bytes ?? 1));

const TYPE_SUGGESTIONS = ['image/*', 'application/pdf', 'text/plain', 'text/csv', 'video/*', 'audio/*', 'application/zip'];

function SizeField({
  label,
  description,
  amount,
  unit,
  onAmount,
  onUnit,
  error,
  testId,
}: {
  label: string;
  description: string;
  amount: number | string;
  unit: Unit;
  onAmount: (v: number | string) => void;
  onUnit: (u: Unit) => void;
  error: string | undefined;
  testId: string;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NumberInput
        label={label}
        description={description}
        value={amount}
        onChange={onAmount}
        min={0}
        decimalScale={3}
        thousandSeparator=","
        error={error}
        style={{ flex: 1 }}
        data-testid={testId}
      />
      <Select
        label="Unit"
        aria-label={`${label} unit`}
        description=" "
        data={UNITS.map((u) => ({ value: u.value, label: u.label }))}
        value={unit}
        onChange={(v) => v && onUnit(v as Unit)}
        allowDeselect={false}
        w={88}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}

export function StorageSetupForm({
  project,
  onSave,
  onCancel,
}: {
  project: ProjectStorage;
  onSave: (body: StorageSetup) => Promise<unknown>;
  onCancel: () => void;
}) {
  const q0 = toUnit(project.quotaBytes);
  const m0 = toUnit(project.maxFileBytes);
  const [quota, setQuota] = useState<number | string>(q0.amount);
  const [quotaUnit, setQuotaUnit] = useState<Unit>(q0.unit);
  const [maxFile, setMaxFile] = useState<number | string>(m0.amount);
  const [maxUnit, setMaxUnit] = useState<Unit>(m0.unit);
  const [types, setTypes] = useState<string[]>(project.allowedTypes);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const local: Record<string, string> = {};
    if (typeof quota !== 'number') local.quotaBytes = 'Enter the quota.';
    if (typeof maxFile !== 'number' || maxFile <= 0) local.maxFileBytes = 'Enter the largest file size.';
    setErrors(local);
    setError(null);
    if (Object.keys(local).length) return;
    const body: StorageSetup = {};
    if (quota !== q0.amount || quotaUnit !== q0.unit) body.quotaBytes = fromUnit(quota as number, quotaUnit);
    if (maxFile !== m0.amount || maxUnit !== m0.unit) body.maxFileBytes = fromUnit(maxFile as number, maxUnit);
    if (types.join('\n') !== project.allowedTypes.join('\n')) body.allowedTypes = types;
    setBusy(true);
    try {
      await onSave(body);
    } catch (e) {
      const err = e as Error & { errors?: Record<string, string[]> };
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries(err.errors ?? {})) {
        const field = k.split('.')[0] ?? k;
        if (['quotaBytes', 'maxFileBytes', 'allowedTypes'].includes(field) && v[0]) fields[field] ??= v[0];
      }
      setErrors(fields);
      setError(Object.keys(fields).length ? null : err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        In use: {formatBytes(project.usage.bytes)} in {project.usage.files} {project.usage.files === 1 ? 'file' : 'files'}
        {project.usage.uploading ? ` (${project.usage.uploading} uploading, their declared size reserved)` : ''}.
      </Text>
      <SizeField
        label="Quota"
        description="All files of the project together; uploads beyond it are refused."
        amount={quota}
        unit={quotaUnit}
        onAmount={setQuota}
        onUnit={setQuotaUnit}
        error={errors.quotaBytes}
        testId="setup-quota"
      />
      <SizeField
        label="Largest file"
        description="One file at most."
        amount={maxFile}
        unit={maxUnit}
        onAmount={setMaxFile}
        onUnit={setMaxUnit}
        error={errors.maxFileBytes}
        testId="setup-max-file"
      />
      <TagsInput
        label="Allowed types"
        description="Types as sniffed from the bytes, or patterns like image/*. None: any type."
        placeholder={types.length ? '' : 'Any type'}
        data={TYPE_SUGGESTIONS}
        value={types}
        onChange={setTypes}
        error={errors.allowedTypes}
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={save} loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A module's settings form, rendered from the integration's config schema (the same descriptor the server
 * validates with). Server field errors (`config.<key>`) land on their fields.
 */
import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { ConfigField, ConfigSchema } from '../../../common/integration-config.ts';
import { formMessage, isValidationError } from '../api/errors.ts';

function initial(schema: ConfigSchema, config: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of schema.fields) {
    const v = config[f.key] ?? f.default;
    out[f.key] = f.type === 'boolean' ? v === true : f.type === 'number' ? (typeof v === 'number' ? v : '') : (v ?? '');
  }
  return out;
}

/** Empty optional fields are left out (the server treats absent as unset). */
function toConfig(schema: ConfigSchema, values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of schema.fields) {
    const v = values[f.key];
    if (v === '' || v === undefined) continue;
    out[f.key] = v;
  }
  return out;
}

function FieldInput({ field, props }: { field: ConfigField; props: Record<string, unknown> }) {
  const common = { label: field.label, description: field.description, withAsterisk: field.required };
  switch (field.type) {
    case 'boolean':
      return <Switch {...common} {...(props as object)} checked={props.checked as boolean} />;
    case 'number':
      return <NumberInput {...common} {...(props as object)} min={field.min} max={field.max} />;
    case 'select':
      return <NativeSelect {...common} {...(props as object)} data={['', ...(field.options ?? [])]} />;
    case 'text':
      return <Textarea {...common} {...(props as object)} autosize minRows={3} maxLength={field.maxLength} />;
    default:
      return (
        <TextInput
          {...common}
          {...(props as object)}
          type={field.type === 'email' ? 'email' : field.type === 'url' ? 'url' : 'text'}
          maxLength={field.maxLength}
        />
      );
  }
}

export function ConfigForm({
  schema,
  config,
  onSave,
  submitLabel = 'Save settings',
}: {
  schema: ConfigSchema;
  config: Record<string, unknown>;
  onSave: (config: Record<string, unknown>) => Promise<unknown>;
  submitLabel?: string;
}) {
  const form = useForm({ initialValues: initial(schema, config) });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  if (!schema.fields.length) return null;

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      await onSave(toConfig(schema, values));
      form.resetDirty();
      setSaved(true);
    } catch (e) {
      if (isValidationError(e)) {
        const errors: Record<string, string> = {};
        for (const [k, v] of Object.entries(e.errors)) errors[k.replace(/^config\./, '')] = v[0] ?? '';
        form.setErrors(errors);
      }
      setError(formMessage(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Module settings">
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {saved && (
          <Alert color="green" role="status">
            Settings saved.
          </Alert>
        )}
        {schema.fields.map((f) => (
          <FieldInput
            key={f.key}
            field={f}
            props={form.getInputProps(f.key, { type: f.type === 'boolean' ? 'checkbox' : 'input' }) as unknown as Record<string, unknown>}
          />
        ))}
        <Group>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Rename, move, publish and describe a file (metadata), with the server's field errors on the fields. */
import { Alert, Button, Group, Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { DriveFile, UpdateMetadata } from '../api/files.ts';

const fieldsText = (f: DriveFile['fields']) =>
  Object.entries(f)
    .map(([k, v]) => `${k} = ${v ?? ''}`)
    .join('\n');

function parseFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const i = line.indexOf('=');
    if (i > 0) out[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return out;
}

export function FileEditor({
  file,
  onSave,
  onCancel,
}: {
  file: DriveFile;
  onSave: (body: UpdateMetadata) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(file.name);
  const [folder, setFolder] = useState(file.folder);
  const [title, setTitle] = useState(file.title);
  const [description, setDescription] = useState(file.description);
  const [tags, setTags] = useState(file.tags);
  const [isPublic, setPublic] = useState(file.public);
  const [fields, setFields] = useState(fieldsText(file.fields));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    setErrors({});
    try {
      await onSave({ name, folder, title, description, tags, public: isPublic, fields: parseFields(fields) });
    } catch (e) {
      const err = e as Error & { errors?: Record<string, string[]> };
      setErrors(err.errors ?? {});
      setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  const err = (k: string) => errors[k]?.[0];
  return (
    <Stack gap="sm">
      <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={err('name')} data-autofocus />
      <TextInput
        label="Folder"
        description="Move the file: /, /artwork, /artwork/2026"
        value={folder}
        onChange={(e) => setFolder(e.currentTarget.value)}
        error={err('folder')}
      />
      <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={err('title')} />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={err('description')}
      />
      <TagsInput label="Tags" value={tags} onChange={setTags} error={err('tags')} />
      <Textarea
        label="Custom fields"
        description="One per line: key = value"
        autosize
        minRows={2}
        value={fields}
        onChange={(e) => setFields(e.currentTarget.value)}
        error={err('fields')}
      />
      <Switch
        label="Public: anyone with the link can download it"
        checked={isPublic}
        onChange={(e) => setPublic(e.currentTarget.checked)}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

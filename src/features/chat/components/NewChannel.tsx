/** Start a channel or a direct conversation. */
import { Alert, Button, Group, Modal, MultiSelect, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AppError } from '../../../lib/api/errors.ts';
import { useCreateChannel } from '../api/mutations.ts';
import type { Channel } from '../api/types.ts';
import type { Person } from '../lib/people.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  project: string;
  me: string;
  people: Person[];
  onCreated: (c: Channel) => void;
}

export function NewChannel({ opened, onClose, project, me, people, onCreated }: Props) {
  const create = useCreateChannel(project);
  const [type, setType] = useState<'public' | 'private' | 'direct'>('public');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [users, setUsers] = useState<string[]>([]);
  const fieldErrors: Record<string, string[]> = create.error instanceof AppError ? (create.error.errors ?? {}) : {};
  const submit = () =>
    create.mutate(
      { type, ...(type === 'direct' ? {} : { name, description }), users },
      {
        onSuccess: (c) => {
          setName('');
          setDescription('');
          setUsers([]);
          onClose();
          onCreated(c);
        },
      },
    );
  return (
    <Modal opened={opened} onClose={onClose} title={type === 'direct' ? 'New conversation' : 'New channel'}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          {create.error && !Object.keys(fieldErrors).length && <Alert color="red">{create.error.message}</Alert>}
          <SegmentedControl
            aria-label="Kind"
            value={type}
            onChange={(v) => setType(v as typeof type)}
            data={[
              { value: 'public', label: 'Public' },
              { value: 'private', label: 'Private' },
              { value: 'direct', label: 'Direct' },
            ]}
          />
          {type !== 'direct' && (
            <>
              <TextInput
                label="Name"
                required
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={fieldErrors.name?.[0]}
                maxLength={80}
                data-autofocus
              />
              <Textarea
                label="Description"
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                maxLength={500}
                error={fieldErrors.description?.[0]}
              />
            </>
          )}
          <MultiSelect
            label={type === 'direct' ? 'People' : 'Members'}
            description={type === 'public' ? 'Anyone in the project can also join by themselves.' : undefined}
            searchable
            required={type === 'direct'}
            data={people.filter((p) => p.id !== me).map((p) => ({ value: p.id, label: p.name }))}
            value={users}
            onChange={setUsers}
            error={fieldErrors.users?.[0]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {type === 'direct' ? 'Start conversation' : 'Create channel'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

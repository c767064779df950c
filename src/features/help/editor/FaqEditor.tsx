/** Write or change an FAQ: question, answer (rich text), group, who sees it. */
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { type FaqInput, useCreateGroup, useDeleteFaq, useSaveFaq } from '../api/edit.ts';
import type { Faq, FaqGroup } from '../api/types.ts';
import { applyServerErrors } from './form-errors.ts';
import { RichTextField } from './RichTextField.tsx';

const VISIBILITY = [
  { value: 'platform', label: 'Every project on the platform' },
  { value: 'project', label: 'This project' },
  { value: 'draft', label: 'Draft (editors only)' },
];

export default function FaqEditor({
  projectId,
  faq,
  groups,
  onClose,
}: {
  projectId: string;
  faq?: Faq;
  groups: FaqGroup[];
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const save = useSaveFaq(projectId);
  const remove = useDeleteFaq(projectId);
  const createGroup = useCreateGroup(projectId);
  const [message, setMessage] = useState<string | null>(null);
  const [newGroup, setNewGroup] = useState('');
  const form = useForm({
    initialValues: {
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      faqGroupId: faq?.faqGroupId ?? groups[0]?.id ?? null,
      visibility: faq?.visibility ?? 'draft',
    },
    validate: {
      question: (v) => (v.trim() ? null : 'The question is required.'),
      answer: (v) => (v.replace(/<[^>]*>/g, '').trim() ? null : 'The answer is required.'),
    },
  });
  const submit = form.onSubmit((v) => {
    setMessage(null);
    const body: FaqInput = {
      question: v.question,
      answer: v.answer,
      faqGroupId: v.faqGroupId,
      visibility: v.visibility as FaqInput['visibility'],
    };
    save.mutate({ id: faq?.id, body }, { onSuccess: onClose, onError: (e) => setMessage(applyServerErrors(form, e)) });
  });
  return (
    <Modal opened onClose={onClose} title={faq ? 'Edit FAQ' : 'New FAQ'} size="xl" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <TextInput label="Question" required data-autofocus {...form.getInputProps('question')} />
          <Group grow align="flex-end">
            <Select
              label="Group"
              placeholder="No group"
              clearable
              data={groups.map((g) => ({ value: g.id, label: g.name }))}
              {...form.getInputProps('faqGroupId')}
            />
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label="Or a new group" value={newGroup} onChange={(e) => setNewGroup(e.currentTarget.value)} style={{ flex: 1 }} />
              <Button
                variant="default"
                disabled={!newGroup.trim()}
                loading={createGroup.isPending}
                onClick={() =>
                  createGroup.mutate(newGroup.trim(), {
                    onSuccess: (g) => {
                      groups.push(g);
                      form.setFieldValue('faqGroupId', g.id);
                      setNewGroup('');
                    },
                    onError: (e) => setMessage(applyServerErrors(form, e)),
                  })
                }
              >
                Add
              </Button>
            </Group>
          </Group>
          <Select label="Shown to" data={VISIBILITY} allowDeselect={false} {...form.getInputProps('visibility')} />
          <RichTextField
            label="Answer"
            value={form.getValues().answer}
            onChange={(html) => form.setFieldValue('answer', html)}
            error={form.errors.answer as string | undefined}
            minHeight={160}
          />
          <Group justify="space-between" mt="sm">
            {faq ? (
              <ConfirmAction
                trigger="Delete"
                title="Delete this FAQ?"
                message={`"${faq.question}" and its votes will be removed. This cannot be undone.`}
                confirmLabel="Delete FAQ"
                onConfirm={() => remove.mutateAsync(faq.id).then(onClose)}
              />
            ) : (
              <span />
            )}
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

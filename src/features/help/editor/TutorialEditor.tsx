/** Write or change a tutorial (a blog post): title, slug, summary, tags, type, cover, body; save as draft or publish. */
import { Alert, Button, Group, Modal, Select, Stack, TagsInput, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { type TutorialInput, useDeleteTutorial, useSaveTutorial } from '../api/edit.ts';
import type { Tutorial } from '../api/types.ts';
import { applyServerErrors } from './form-errors.ts';
import { RichTextField } from './RichTextField.tsx';

export default function TutorialEditor({ projectId, tutorial, onClose }: { projectId: string; tutorial?: Tutorial; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const navigate = useNavigate();
  const save = useSaveTutorial(projectId);
  const remove = useDeleteTutorial(projectId);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      title: tutorial?.title ?? '',
      slug: tutorial?.slug ?? '',
      summary: tutorial?.summary ?? '',
      tags: tutorial?.tags ?? [],
      type: tutorial?.type ?? 'project',
      cover: tutorial?.cover ?? '',
      body: tutorial?.body ?? '',
    },
    validate: {
      title: (v) => (v.trim() ? null : 'The title is required.'),
      body: (v) => (v.replace(/<[^>]*>/g, '').trim() ? null : 'The body is required.'),
    },
  });
  function submit(visibility: 'draft' | 'published') {
    const check = form.validate();
    if (check.hasErrors) return;
    const v = form.getValues();
    const body: TutorialInput = {
      title: v.title,
      summary: v.summary,
      tags: v.tags,
      type: v.type as TutorialInput['type'],
      body: v.body,
      visibility,
      ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
      ...(v.cover.trim() ? { cover: v.cover.trim() } : tutorial?.cover ? { cover: null } : {}),
    };
    setMessage(null);
    save.mutate(
      { id: tutorial?.id, body },
      {
        onSuccess: (saved) => {
          onClose();
          if (!tutorial || saved.slug !== tutorial.slug)
            void navigate({ to: '/support/tutorials/$slug', params: { slug: saved.slug }, search: { project: projectId } });
        },
        onError: (e) => setMessage(applyServerErrors(form, e)),
      },
    );
  }
  return (
    <Modal opened onClose={onClose} title={tutorial ? 'Edit tutorial' : 'New tutorial'} size="xl" fullScreen={phone}>
      <Stack gap="sm">
        {message && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <Group grow align="flex-start">
          <TextInput
            label="Slug"
            description="The address: /support/tutorials/{slug}. Made from the title when empty."
            {...form.getInputProps('slug')}
          />
          <Select
            label="Shown to"
            data={[
              { value: 'project', label: 'This project' },
              { value: 'parent-platform', label: 'Every project on the platform' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('type')}
          />
        </Group>
        <Textarea label="Summary" autosize minRows={2} maxLength={500} {...form.getInputProps('summary')} />
        <Group grow align="flex-start">
          <TagsInput label="Tags" maxTags={20} {...form.getInputProps('tags')} />
          <TextInput label="Cover image address" placeholder="https://…" {...form.getInputProps('cover')} />
        </Group>
        <RichTextField
          label="Body"
          value={form.getValues().body}
          onChange={(html) => form.setFieldValue('body', html)}
          error={form.errors.body as string | undefined}
        />
        <Group justify="space-between" mt="sm">
          {tutorial ? (
            <ConfirmAction
              trigger="Delete"
              title="Delete this tutorial?"
              message={`"${tutorial.title}" will be removed for everyone who can read it. This cannot be undone.`}
              confirmLabel="Delete tutorial"
              onConfirm={() =>
                remove.mutateAsync(tutorial.id).then(() => {
                  onClose();
                  void navigate({ to: '/support/tutorials', search: { project: projectId } });
                })
              }
            />
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => submit('draft')}
              loading={save.isPending && save.variables?.body.visibility === 'draft'}
            >
              Save draft
            </Button>
            <Button onClick={() => submit('published')} loading={save.isPending && save.variables?.body.visibility === 'published'}>
              Publish
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

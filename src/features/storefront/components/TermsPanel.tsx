/**
 * Terms editor: write a new version (title + HTML), preview it in a sandboxed frame (no scripts), publish it —
 * the server sanitises it and every member then sees the terms popup until they accept — and the version history.
 */
import '@mantine/core/styles/Accordion.css';
import { Accordion, Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { sharedKeys } from '../../../lib/api/keys.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { storefrontSettingsKeys } from '../api/keys.ts';
import { postTerms, termsQuery } from '../api/settings.ts';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Preview({ html }: { html: string }) {
  return (
    <iframe
      title="Preview"
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font-family:system-ui,sans-serif;font-size:14px;margin:8px}</style>${html}`}
      style={{ width: '100%', minHeight: 220, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    />
  );
}

export function TermsPanel({ projectId, platformId }: { projectId: string; platformId: string }) {
  const qc = useQueryClient();
  const versions = useQuery(termsQuery(projectId, platformId));
  const canManage = usePermission(projectId, 'platform.terms.manage').allowed;
  const latest = versions.data?.[0];
  const [title, setTitle] = useState<string | null>(null);
  const [content, setContent] = useState<string | null>(null);
  const [view, setView] = useState('edit');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const shownTitle = title ?? latest?.title ?? 'Terms and conditions';
  const shownContent = content ?? latest?.content ?? '';
  const publish = useMutation({
    mutationFn: () => postTerms(projectId, platformId, { title: shownTitle, content: shownContent }),
    onSuccess: (t) => {
      setErrors({});
      setTitle(null);
      setContent(null);
      notifications.show({ color: 'green', message: `Version ${t.version} published. Members will be asked to accept it.` });
      void qc.invalidateQueries({ queryKey: storefrontSettingsKeys.terms(projectId) });
      // The publisher's own acceptance is recorded by the server: refresh the user before the popup looks.
      void qc
        .invalidateQueries({ queryKey: currentUserQuery.queryKey })
        .then(() => qc.invalidateQueries({ queryKey: sharedKeys.activeTerms(projectId) }));
    },
    onError: (e: Error & { errors?: Record<string, string[]> }) => setErrors(e.errors ?? { default: [e.message] }),
  });
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={3} size="h4">
          Terms and conditions
        </Title>
        <Text size="sm" c="dimmed">
          Publishing a new version makes it the active terms: every member of this project sees it on their next visit and must accept it to
          continue.
        </Text>
      </Stack>
      {canManage && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <TextInput label="Title" value={shownTitle} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title?.[0]} />
            <SegmentedControl
              value={view}
              onChange={setView}
              data={[
                { value: 'edit', label: 'Edit HTML' },
                { value: 'preview', label: 'Preview' },
              ]}
              w="fit-content"
            />
            {view === 'edit' ? (
              <Textarea
                label="Content (HTML)"
                description="Headings, paragraphs, lists and links. Scripts, styles and other unsafe HTML are removed."
                autosize
                minRows={8}
                maxRows={24}
                value={shownContent}
                onChange={(e) => setContent(e.currentTarget.value)}
                error={errors.content?.[0]}
                styles={{ input: { fontFamily: 'monospace' } }}
              />
            ) : (
              <Preview html={shownContent} />
            )}
            {errors.default && <Alert color="red">{errors.default[0]}</Alert>}
            <Group>
              <Button loading={publish.isPending} onClick={() => publish.mutate()} disabled={!shownContent.trim()}>
                Publish version {(Number(latest?.version ?? 0) || 0) + 1}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Title order={4} size="h5">
        Version history
      </Title>
      {versions.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : versions.isError ? (
        <Alert color="red">{versions.error.message}</Alert>
      ) : versions.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No terms of your own yet: members see the platform’s terms.
        </Text>
      ) : (
        <Accordion variant="separated">
          {versions.data.map((v) => (
            <Accordion.Item key={v.id} value={v.id}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={600}>Version {v.version}</Text>
                  <Text size="sm">{v.title}</Text>
                  {v.active && (
                    <Badge color="green" variant="light">
                      Active
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {date.format(new Date(v.updatedAt))}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Preview html={v.content} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

/**
 * The subscriber import: choose a CSV file → map its columns (guessed from the header line) → upload; the job's
 * progress shows as a bar, then the counts and the rows it could not import (row number and reason).
 */
import { Alert, Button, FileInput, Group, NativeSelect, Progress, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toAppError } from '../../../lib/api/errors.ts';
import { allListsQuery, importQuery, refreshMail, uploadImport } from '../api/email.ts';

const FIELDS = [
  { value: 'email', label: 'Email' },
  { value: 'firstName', label: 'First name' },
  { value: 'lastName', label: 'Last name' },
  { value: 'gender', label: 'Gender' },
  { value: 'status', label: 'Consent status' },
  { value: '', label: 'Skip' },
];

function guess(header: string) {
  const h = header.toLowerCase().replace(/[^a-z]/g, '');
  if (['email', 'emailaddress', 'mail'].includes(h)) return 'email';
  if (['firstname', 'givenname', 'first'].includes(h)) return 'firstName';
  if (['lastname', 'surname', 'familyname', 'last'].includes(h)) return 'lastName';
  if (['gender', 'sex'].includes(h)) return 'gender';
  if (['status', 'consent'].includes(h)) return 'status';
  return `attributes.${header.trim().slice(0, 64)}`;
}

/** The header line of a CSV (`,` or `;`, quotes, BOM) — the server parses the whole file; this only labels columns. */
function headerOf(text: string): string[] {
  const line = text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  const sep = line.replace(/"[^"]*"/g, '').split(';').length > line.replace(/"[^"]*"/g, '').split(',').length ? ';' : ',';
  return line.split(sep).map((h) => h.trim().replace(/^"|"$/g, ''));
}

function Progressing({ projectId, importId, onClose }: { projectId: string; importId: string; onClose: () => void }) {
  const job = useQuery(importQuery(projectId, importId));
  const qc = useQueryClient();
  const done = job.data?.status === 'done' || job.data?.status === 'failed';
  useEffect(() => {
    if (done) void refreshMail(qc, projectId);
  }, [done, qc, projectId]);
  if (!job.data) return <Progress value={0} aria-label="Import progress" animated />;
  const d = job.data;
  return (
    <Stack gap="sm">
      <Progress value={Math.round(d.progress * 100)} aria-label="Import progress" animated={!done} data-testid="import-progress" />
      <Text size="sm" data-testid="import-summary">
        {d.status === 'failed'
          ? d.message
          : `${d.status === 'done' ? 'Done' : 'Importing'}: ${d.rowsRead.toLocaleString()} rows read · ${d.created.toLocaleString()} new · ${d.updated.toLocaleString()} updated · ${d.unchanged.toLocaleString()} unchanged · ${d.failed.toLocaleString()} not imported`}
      </Text>
      {d.errors.length > 0 && (
        <Table.ScrollContainer minWidth={360} mah={220}>
          <Table aria-label="Rows not imported" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Row</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.errors.slice(0, 100).map((e) => (
                <Table.Tr key={e.row}>
                  <Table.Td>{e.row}</Table.Td>
                  <Table.Td>{e.email ?? '—'}</Table.Td>
                  <Table.Td>{e.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {done && (
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      )}
    </Stack>
  );
}

export function ImportWizard({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [listId, setListId] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lists = useQuery(allListsQuery(projectId));
  if (importId) return <Progressing projectId={projectId} importId={importId} onClose={onClose} />;
  const choose = async (f: File | null) => {
    setFile(f);
    setError(null);
    if (!f) return setHeaders([]);
    const head = headerOf(await f.slice(0, 65536).text());
    setHeaders(head);
    setMapping(Object.fromEntries(head.map((h) => [h, guess(h)])));
  };
  const start = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const job = await uploadImport(projectId, file, mapping, listId ?? undefined);
      setImportId(job.id);
    } catch (err) {
      const e = toAppError(err);
      setError([e.message, ...Object.values(e.errors ?? {}).flat()].join(' '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <FileInput
        label="CSV file"
        description="Comma or semicolon separated, with a header line; up to 100,000 rows"
        accept=".csv,text/csv"
        value={file}
        onChange={choose}
        clearable
      />
      {headers.length > 0 && (
        <Stack gap={4} role="group" aria-label="Column mapping">
          <Text size="sm" fw={600}>
            Columns
          </Text>
          {headers.map((h) => (
            <Group key={h} grow>
              <Text size="sm">{h}</Text>
              <NativeSelect
                aria-label={`Column ${h}`}
                data={[...FIELDS, { value: `attributes.${h.slice(0, 64)}`, label: `Attribute "${h}"` }]}
                value={mapping[h] ?? ''}
                onChange={(e) => {
                  const field = e.currentTarget.value;
                  setMapping((m) => ({ ...m, [h]: field }));
                }}
              />
            </Group>
          ))}
        </Stack>
      )}
      <Select
        label="Add everyone to a list (optional)"
        clearable
        data={(lists.data ?? []).filter((l) => l.type === 'static').map((l) => ({ value: l.id, label: l.name }))}
        value={listId}
        onChange={setListId}
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={start} disabled={!file} loading={busy}>
          Import
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The message box: Enter sends, Shift+Enter adds a line, Up (in an empty box) edits your last message, Esc
 * closes the mention list. Typing @ offers the channel's people; a picked name is sent as a <@id> mention.
 * Files (the attach button, paste or drop) upload to the drive with progress and go with the next message.
 */
import { ActionIcon, Box, Group, Paper, Stack, Text, Textarea, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX } from '../../../../common/chat.ts';
import { discardAttachment, type UploadedAttachment, uploadAttachment } from '../lib/attachments.ts';
import type { Person } from '../lib/people.ts';
import { type ComposerUpload, UploadChips } from './Attachments.tsx';

interface Props {
  project: string;
  people: Person[];
  placeholder: string;
  disabled?: boolean;
  /** May attach drive files (drive.files.create to upload them). */
  canAttach?: boolean;
  onSend: (text: string, attachments: UploadedAttachment[]) => void;
  onEditLast: () => void;
}

let uploadSeq = 0;

/** An upload that will not be sent: cancelled while uploading (nothing stays), deleted from the drive once done. */
function drop(project: string, u: ComposerUpload) {
  if (u.state === 'uploading') u.controller.abort();
  else if (u.state === 'ready' && u.file) void discardAttachment(project, u.file);
}

export function Composer({ project, people, placeholder, disabled, canAttach = true, onSend, onEditLast }: Props) {
  const [text, setText] = useState('');
  const [uploads, setUploads] = useState<ComposerUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const live = useRef(uploads);
  live.current = uploads;
  // Leaving the conversation drops what was not sent: unfinished uploads are cancelled, finished ones deleted.
  useEffect(
    () => () => {
      for (const u of live.current) drop(project, u);
    },
    [project],
  );

  const patch = (key: string, change: Partial<ComposerUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const addFiles = (files: File[]) => {
    const room = CHAT_ATTACHMENTS_MAX - live.current.length;
    for (const f of files.slice(0, Math.max(0, room))) {
      const key = `up${++uploadSeq}`;
      const controller = new AbortController();
      const u: ComposerUpload = {
        key,
        name: f.name || 'pasted image',
        size: f.size,
        type: f.type,
        sent: 0,
        state: 'uploading',
        controller,
      };
      setUploads((list) => [...list, u]);
      uploadAttachment(project, f, (sent) => patch(key, { sent }), controller.signal).then(
        (done) => patch(key, { state: 'ready', sent: f.size, file: done.file, name: done.name, contentType: done.contentType }),
        (e: unknown) => {
          if (!controller.signal.aborted) patch(key, { state: 'failed', error: e instanceof Error ? e.message : 'Upload failed' });
        },
      );
    }
  };
  const removeUpload = (key: string) => {
    const u = live.current.find((x) => x.key === key);
    if (u) drop(project, u);
    setUploads((list) => list.filter((x) => x.key !== key));
  };
  const uploading = uploads.some((u) => u.state === 'uploading');
  const ready = uploads.filter((u) => u.state === 'ready' && u.file);
  const [sendWhenReady, setSendWhenReady] = useState(false);
  const sendRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (sendWhenReady && !uploading) sendRef.current();
  }, [sendWhenReady, uploading]);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const chosen = useRef(new Map<string, string>());
  const ref = useRef<HTMLTextAreaElement>(null);

  const mention = /(^|\s)@([\p{L}\p{N}._-]{0,30})$/u.exec(text.slice(0, caret));
  const query = mention && dismissed !== `${caret}` ? mention[2]!.toLowerCase() : null;
  const options = useMemo(
    () =>
      query === null
        ? []
        : people.filter((p) => p.name.toLowerCase().includes(query) || p.email.toLowerCase().startsWith(query)).slice(0, 6),
    [people, query],
  );
  const open = options.length > 0;

  const pick = (p: Person) => {
    const start = caret - (query?.length ?? 0) - 1;
    const next = `${text.slice(0, start)}@${p.name} ${text.slice(caret)}`;
    chosen.current.set(p.name, p.id);
    setText(next);
    const pos = start + p.name.length + 2;
    setCaret(pos);
    setActive(0);
    requestAnimationFrame(() => ref.current?.setSelectionRange(pos, pos));
  };

  const send = () => {
    let out = text;
    for (const [name, id] of [...chosen.current].sort((a, b) => b[0].length - a[0].length)) out = out.split(`@${name}`).join(`<@${id}>`);
    if (uploading) {
      setSendWhenReady(true); // sent as soon as the last upload finishes
      return;
    }
    setSendWhenReady(false);
    const attachments = ready.map((u) => ({ file: u.file!, name: u.name, contentType: u.contentType ?? u.type, size: u.size }));
    if (!out.trim() && !attachments.length) return;
    onSend(out, attachments);
    setUploads([]);
    setText('');
    setCaret(0);
    chosen.current.clear();
  };
  sendRef.current = send;

  return (
    <Box
      pos="relative"
      p="sm"
      style={{
        borderTop: '1px solid var(--mantine-color-gray-3)',
        outline: dragging ? '2px dashed var(--mantine-color-blue-5)' : undefined,
        outlineOffset: -4,
      }}
      onDragOver={(e) => {
        if (!canAttach || disabled || !e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        setDragging(false);
        if (!canAttach || disabled || !e.dataTransfer.files.length) return;
        e.preventDefault();
        addFiles([...e.dataTransfer.files]);
      }}
    >
      <UploadChips uploads={uploads} onRemove={removeUpload} />
      {sendWhenReady && uploading && (
        <Text size="xs" c="dimmed" mb={4} role="status">
          Sending when the upload finishes…
        </Text>
      )}
      {open && (
        <Paper
          withBorder
          shadow="md"
          pos="absolute"
          bottom="100%"
          left={12}
          w={280}
          p={4}
          role="listbox"
          aria-label="People to mention"
          id="chat-mention-list"
          style={{ zIndex: 5 }}
        >
          <Stack gap={0}>
            {options.map((p, i) => (
              <UnstyledButton
                key={p.id}
                role="option"
                aria-selected={i === active}
                px="xs"
                py={4}
                bg={i === active ? 'var(--mantine-color-blue-light)' : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(p);
                }}
              >
                <Text size="sm">{p.name}</Text>
                <Text size="xs" c="dimmed">
                  {p.email}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        </Paper>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {canAttach && (
          <>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              data-testid="chat-file-input"
              onChange={(e) => {
                addFiles([...(e.currentTarget.files ?? [])]);
                e.currentTarget.value = '';
              }}
            />
            <Tooltip label="Attach files (or paste / drop them here)">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Attach files"
                disabled={disabled || uploads.length >= CHAT_ATTACHMENTS_MAX}
                onClick={() => fileInput.current?.click()}
              >
                <IconPaperclip size={18} />
              </ActionIcon>
            </Tooltip>
          </>
        )}
        <Textarea
          style={{ flex: 1, minWidth: 0 }}
          ref={ref}
          aria-label="Message"
          placeholder={placeholder}
          autosize
          minRows={1}
          maxRows={8}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={disabled}
          value={text}
          aria-autocomplete="list"
          aria-controls={open ? 'chat-mention-list' : undefined}
          aria-expanded={open}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setCaret(e.currentTarget.selectionStart ?? e.currentTarget.value.length);
            setActive(0);
          }}
          onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
          onPaste={(e) => {
            const files = [...e.clipboardData.files];
            if (!canAttach || !files.length) return;
            e.preventDefault();
            addFiles(files);
          }}
          onKeyDown={(e) => {
            if (e.nativeEvent.isComposing) return;
            if (open) {
              if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length);
                return;
              }
              if (e.key === 'Enter' || e.key === 'Tab') {
                e.preventDefault();
                pick(options[active] ?? options[0]!);
                return;
              }
              if (e.key === 'Escape') {
                e.preventDefault();
                setDismissed(`${caret}`);
                return;
              }
            }
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              send();
            } else if (e.key === 'ArrowUp' && !text) {
              e.preventDefault();
              onEditLast();
            }
          }}
        />
      </Group>
      <Text size="xs" c="dimmed" mt={4} visibleFrom="sm">
        Enter to send · Shift+Enter for a new line · ↑ edits your last message · **bold** *italic* `code` [link](https://…)
      </Text>
    </Box>
  );
}

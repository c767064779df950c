/**
 * The message box: Enter sends, Shift+Enter adds a line, Up (in an empty box) edits your last message, Esc
 * closes the mention list. Typing @ offers the channel's people; a picked name is sent as a <@id> mention.
 */
import { Box, Paper, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../../common/chat.ts';
import type { Person } from '../lib/people.ts';

interface Props {
  people: Person[];
  placeholder: string;
  disabled?: boolean;
  onSend: (text: string) => void;
  onEditLast: () => void;
}

export function Composer({ people, placeholder, disabled, onSend, onEditLast }: Props) {
  const [text, setText] = useState('');
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
    if (!out.trim()) return;
    onSend(out);
    setText('');
    setCaret(0);
    chosen.current.clear();
  };

  return (
    <Box pos="relative" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
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
      <Textarea
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
      <Text size="xs" c="dimmed" mt={4} visibleFrom="sm">
        Enter to send · Shift+Enter for a new line · ↑ edits your last message · **bold** *italic* `code` [link](https://…)
      </Text>
    </Box>
  );
}

/**
 * The command palette (Ctrl/⌘+K): the header search's sources in a keyboard-only dialog. Loaded lazily.
 * ArrowUp/ArrowDown move, Enter opens, Escape closes.
 */
import { Box, Kbd, Modal, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { NO_RESULTS } from '../../../lib/search/sources.ts';
import { commandPaletteOpenAtom } from '../../../lib/shell/atoms.ts';
import { useSearch } from './useSearch.ts';

export default function CommandPalette() {
  const router = useRouter();
  const [opened, setOpened] = useAtom(commandPaletteOpenAtom);
  const [text, setText] = useState('');
  const [index, setIndex] = useState(0);
  const { groups, pending, debounced } = useSearch(text);
  const flat = groups.flatMap((g) => g.results.map((r) => ({ ...r, group: g.source.label, key: `${g.source.id}:${r.id}` })));
  // biome-ignore lint/correctness/useExhaustiveDependencies: new results start at the top
  useEffect(() => setIndex(0), [debounced]);
  function close() {
    setOpened(false);
    setText('');
  }
  function go(href: string) {
    close();
    void router.navigate({ href });
  }
  return (
    <Modal opened={opened} onClose={close} title="Go to…" size={560} overlayProps={{ blur: 3 }} yOffset="12vh">
      <TextInput
        data-autofocus
        aria-label="Search pages and help"
        placeholder="Type to search"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        role="combobox"
        aria-expanded={flat.length > 0}
        aria-controls="command-palette-results"
        aria-activedescendant={flat[index] ? `cp-${index}` : undefined}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setIndex((i) => Math.min(i + 1, Math.max(flat.length - 1, 0)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setIndex((i) => Math.max(i - 1, 0));
          } else if (e.key === 'Enter' && flat[index]) {
            e.preventDefault();
            go(flat[index].href);
          }
        }}
      />
      <Box id="command-palette-results" role="listbox" aria-label="Results" mt="sm" mah={400} style={{ overflowY: 'auto' }}>
        {flat.map((r, i) => (
          <UnstyledButton
            key={r.key}
            id={`cp-${i}`}
            role="option"
            aria-selected={i === index}
            tabIndex={-1}
            onMouseEnter={() => setIndex(i)}
            onClick={() => go(r.href)}
            display="block"
            w="100%"
            px="sm"
            py={6}
            style={{ borderRadius: 6, background: i === index ? 'var(--mantine-color-brand-0)' : undefined }}
          >
            <Text size="sm">{r.title}</Text>
            <Text size="xs" c="dimmed">
              {r.group}
              {r.description ? ` · ${r.description}` : ''}
            </Text>
          </UnstyledButton>
        ))}
        {!pending && debounced && flat.length === 0 && (
          <Text size="sm" c="dimmed" p="sm">
            {NO_RESULTS}
          </Text>
        )}
      </Box>
      <Text size="xs" c="dimmed" mt="sm">
        <Kbd>↑</Kbd> <Kbd>↓</Kbd> to move, <Kbd>Enter</Kbd> to open, <Kbd>Esc</Kbd> to close
      </Text>
    </Modal>
  );
}

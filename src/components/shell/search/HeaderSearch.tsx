/** The header search box: a combobox over every search source (routes now; tutorials and FAQs plug in). */
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { NO_RESULTS } from '../../../lib/search/sources.ts';
import { sidebarOpenAtom } from '../../../lib/shell/atoms.ts';
import { useSearch } from './useSearch.ts';

export function HeaderSearch({ id = 'header-search' }: { id?: string }) {
  const router = useRouter();
  const setSidebar = useSetAtom(sidebarOpenAtom);
  const [text, setText] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { groups, pending, debounced } = useSearch(text, { log: true });
  function open(href: string) {
    combobox.closeDropdown();
    setText('');
    setSidebar(false);
    void router.navigate({ href });
  }
  const show = text.trim().length > 0;
  return (
    <Combobox store={combobox} onOptionSubmit={open} position="bottom-start" offset={6} width={360} withinPortal>
      <Combobox.Target>
        <TextInput
          id={id}
          aria-label="Search"
          placeholder="Search…"
          leftSection={<IconSearch size={16} />}
          rightSection={pending && show ? <Loader size={14} /> : null}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => show && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setText('');
          }}
          w="100%"
          maw={{ base: '100%', sm: 360 }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!show} aria-label="Search results">
        <Combobox.Options mah={500} style={{ overflowY: 'auto' }}>
          {groups.map((g) => (
            <Combobox.Group key={g.source.id} label={g.source.label}>
              {g.results.map((r) => (
                <Combobox.Option key={`${g.source.id}:${r.id}`} value={r.href}>
                  <Text size="sm">{r.title}</Text>
                  {r.description && (
                    <Text size="xs" c="dimmed">
                      {r.description}
                    </Text>
                  )}
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
          {!pending && debounced && groups.length === 0 && <Combobox.Empty>{NO_RESULTS}</Combobox.Empty>}
          {pending && groups.length === 0 && <Combobox.Empty>Searching…</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** A filter held in the list state (and so in the URL): one select over the values the route declares. */
import { NativeSelect } from '@mantine/core';
import type { ListState } from './useListState.ts';

export function FilterSelect({
  state: [state, setState],
  name,
  label,
  allLabel,
  options,
}: {
  state: ListState;
  /** The filter's name, as declared in the route's ListSearchOptions. */
  name: string;
  label: string;
  /** The choice that clears the filter, e.g. "All roles". */
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  const set = (value: string) => {
    const { [name]: _, ...rest } = state.filters ?? {};
    setState({ filters: value ? { ...rest, [name]: value } : Object.keys(rest).length ? rest : undefined });
  };
  return (
    <NativeSelect
      aria-label={label}
      data={[{ value: '', label: allLabel }, ...options]}
      value={state.filters?.[name] ?? ''}
      onChange={(e) => set(e.currentTarget.value)}
      w={{ base: '100%', xs: 180 }}
    />
  );
}

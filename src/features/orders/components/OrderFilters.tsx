/** Above the orders table: status tabs, the date the list is filtered and sorted by, and the day range. */
import { Group, NativeSelect, Tabs, TextInput } from '@mantine/core';
import type { ListState } from '../../../components/data/useListState.ts';
import { ORDER_STATUSES, STATUS_LABEL } from '../lib/order-filters.ts';

/** Sets (or clears, with '') one filter of the list state. */
export function setFilter([state, setState]: ListState, name: string, value: string) {
  const { [name]: _, ...rest } = state.filters ?? {};
  setState({ filters: value ? { ...rest, [name]: value } : Object.keys(rest).length ? rest : undefined });
}

export function StatusTabs({ state }: { state: ListState }) {
  const current = state[0].filters?.status ?? 'all';
  return (
    <Tabs value={current} onChange={(v) => setFilter(state, 'status', v && v !== 'all' ? v : '')} aria-label="Order status">
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value="all">All</Tabs.Tab>
        {ORDER_STATUSES.map((s) => (
          <Tabs.Tab key={s} value={s}>
            {STATUS_LABEL[s]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

export function DateFilters({ state }: { state: ListState }) {
  const f = state[0].filters ?? {};
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <NativeSelect
        label="Date"
        aria-label="Filter and sort by"
        data={[
          { value: '', label: 'Created' },
          { value: 'updated', label: 'Updated' },
        ]}
        value={f.dateType ?? ''}
        onChange={(e) => setFilter(state, 'dateType', e.currentTarget.value)}
        w={{ base: '100%', xs: 120 }}
      />
      <TextInput
        type="date"
        label="From"
        value={f.from ?? ''}
        max={f.to}
        onChange={(e) => setFilter(state, 'from', e.currentTarget.value)}
        w={{ base: 'calc(50% - 4px)', xs: 160 }}
      />
      <TextInput
        type="date"
        label="To"
        value={f.to ?? ''}
        min={f.from}
        onChange={(e) => setFilter(state, 'to', e.currentTarget.value)}
        w={{ base: 'calc(50% - 4px)', xs: 160 }}
      />
    </Group>
  );
}

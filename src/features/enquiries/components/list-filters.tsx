/** Status tabs and the "Assigned to me" switch above the enquiries table. */
import { Checkbox, Tabs } from '@mantine/core';
import type { ListState } from '../../../components/data/useListState.ts';
import { ENQUIRY_STATUSES, STATUS_LABEL } from '../api/enquiries.ts';

function setFilter([state, setState]: ListState, name: string, value: string) {
  const { [name]: _, ...rest } = state.filters ?? {};
  setState({ filters: value ? { ...rest, [name]: value } : Object.keys(rest).length ? rest : undefined });
}

export function StatusTabs({ state }: { state: ListState }) {
  const current = state[0].filters?.status ?? 'all';
  return (
    <Tabs value={current} onChange={(v) => setFilter(state, 'status', v && v !== 'all' ? v : '')} aria-label="Enquiry status">
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value="all">All</Tabs.Tab>
        {ENQUIRY_STATUSES.map((s) => (
          <Tabs.Tab key={s} value={s}>
            {STATUS_LABEL[s]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

export function MineFilter({ state }: { state: ListState }) {
  return (
    <Checkbox
      label="Assigned to me"
      checked={state[0].filters?.mine === '1'}
      onChange={(e) => setFilter(state, 'mine', e.currentTarget.checked ? '1' : '')}
    />
  );
}

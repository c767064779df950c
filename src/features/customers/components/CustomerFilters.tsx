/**
 * Every customer filter (spec 000 §3) in the list state, so in the URL: countries, gender, order count, refunded
 * count and lifetime value ranges (min–max), last purchase days. Typed bounds apply on blur or Enter.
 */
import { Badge, Button, Collapse, Group, MultiSelect, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ListState } from '../../../components/data/useListState.ts';
import { currencyExponent } from '../../../lib/format/money.ts';
import { countryOptions } from '../lib/countries.ts';
import { parseCountries } from '../lib/customer-filters.ts';

/** Sets several filters of the list state at once ('' clears one). */
function setFilters([state, setState]: ListState, patch: Record<string, string>) {
  const next: Record<string, string> = { ...(state.filters ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v) next[k] = v;
    else delete next[k];
  }
  setState({ filters: Object.keys(next).length ? next : undefined });
}

function Bound({ state, name, label, step }: { state: ListState; name: string; label: string; step: string }) {
  const value = state[0].filters?.[name] ?? '';
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => text.trim() !== value && setFilters(state, { [name]: text.trim() });
  return (
    <TextInput
      label={label}
      type="number"
      min={0}
      step={step}
      inputMode="decimal"
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

function Range({ state, name, label, step = '1' }: { state: ListState; name: string; label: string; step?: string }) {
  return (
    <Group gap="xs" grow wrap="nowrap" align="flex-end" role="group" aria-label={label}>
      <Bound state={state} name={`${name}Min`} label={`${label} from`} step={step} />
      <Bound state={state} name={`${name}Max`} label="to" step={step} />
    </Group>
  );
}

export function CustomerFilters({ state, currency }: { state: ListState; currency: string }) {
  const f = state[0].filters ?? {};
  const active = Object.keys(f).length;
  const [opened, { toggle }] = useDisclosure(active > 0);
  const exponent = currencyExponent(currency);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="customer-filters"
      >
        Filters
        {active > 0 && (
          <Badge ml={6} size="sm" circle>
            {active}
          </Badge>
        )}
      </Button>
      <Collapse expanded={opened} w="100%">
        <Paper withBorder p="sm" id="customer-filters">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            <MultiSelect
              label="Countries"
              placeholder={parseCountries(f.countries).length ? undefined : 'Any country'}
              data={countryOptions()}
              value={parseCountries(f.countries)}
              onChange={(codes) => setFilters(state, { countries: codes.join(',') })}
              searchable
              clearable
              maxValues={50}
            />
            <NativeSelect
              label="Gender"
              data={[
                { value: '', label: 'Any' },
                { value: 'female', label: 'Female' },
                { value: 'male', label: 'Male' },
              ]}
              value={f.gender ?? ''}
              onChange={(e) => setFilters(state, { gender: e.currentTarget.value })}
            />
            <Range state={state} name="orders" label="Orders" />
            <Range state={state} name="refunded" label="Refunded orders" />
            <Range state={state} name="value" label={`Lifetime value (${currency})`} step={exponent ? String(10 ** -exponent) : '1'} />
            <Group gap="xs" grow wrap="nowrap" align="flex-end" role="group" aria-label="Last purchase">
              <TextInput
                type="date"
                label="Last purchase from"
                value={f.lastFrom ?? ''}
                max={f.lastTo}
                onChange={(e) => setFilters(state, { lastFrom: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label="to"
                value={f.lastTo ?? ''}
                min={f.lastFrom}
                onChange={(e) => setFilters(state, { lastTo: e.currentTarget.value })}
              />
            </Group>
          </SimpleGrid>
          {active > 0 && (
            <Group justify="flex-end" mt="sm">
              <Text size="xs" c="dimmed">
                {active} {active === 1 ? 'filter' : 'filters'}
              </Text>
              <Button size="xs" variant="subtle" onClick={() => state[1]({ filters: undefined })}>
                Clear filters
              </Button>
            </Group>
          )}
        </Paper>
      </Collapse>
    </>
  );
}

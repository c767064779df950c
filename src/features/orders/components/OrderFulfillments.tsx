/** The order's fulfilments: who makes it, status, carrier and tracking (a link), and an editor for them. */
import { Alert, Anchor, Badge, Button, Group, Modal, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toAppError } from '../../../lib/api/errors.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import type { Fulfillment, Order } from '../../../lib/commerce/types.ts';
import type { PermissionCheck } from '../../../lib/permissions/usePermission.ts';
import { fulfillersQuery, refreshOrders, updateFulfillment } from '../api/orders.ts';
import { formatDateTime } from '../lib/format.ts';
import { FULFILLMENT_LABEL, nextFulfillmentStatuses } from '../lib/fulfillment.ts';

const STATUS_COLOR: Record<string, string> = {
  pending: 'gray',
  in_production: 'orange',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'red',
};

interface Props {
  order: Order;
  projectId: string;
  platformId: string;
  canUpdate: PermissionCheck;
}

export function OrderFulfillments({ order, ...rest }: Props) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="sm">
        Fulfilment
      </Title>
      {order.fulfillments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not fulfilled yet: marking the order processing creates its fulfilment.
        </Text>
      ) : (
        <Stack gap="md">
          {order.fulfillments.map((f) => (
            <FulfillmentRow key={f.id} fulfillment={f} order={order} {...rest} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function FulfillmentRow({ fulfillment: f, ...p }: Props & { fulfillment: Fulfillment }) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap={4} data-testid="fulfillment">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Badge color={STATUS_COLOR[f.status] ?? 'gray'} variant="light">
            {FULFILLMENT_LABEL[f.status] ?? f.status}
          </Badge>
          <Text size="sm">by {f.fulfiller.name}</Text>
        </Group>
        {p.canUpdate.allowed && (
          <Button size="xs" variant="default" onClick={() => setEditing(true)} data-no-print>
            Edit
          </Button>
        )}
      </Group>
      <Text size="sm">{f.items.map((i) => `${i.quantity} × ${i.productName}`).join(', ')}</Text>
      {f.trackingNumber && (
        <Text size="sm">
          {f.carrier ?? 'Tracking'}:{' '}
          {f.trackingUrl ? (
            <Anchor href={f.trackingUrl} target="_blank" rel="noreferrer" data-testid="tracking-link">
              {f.trackingNumber}
            </Anchor>
          ) : (
            f.trackingNumber
          )}
        </Text>
      )}
      {f.shippedAt && (
        <Text size="xs" c="dimmed">
          Shipped {formatDateTime(f.shippedAt)}
          {f.deliveredAt ? ` · delivered ${formatDateTime(f.deliveredAt)}` : ''}
        </Text>
      )}
      {editing && <EditFulfillment fulfillment={f} {...p} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

const fulfillerKey = (f: { type: string; id: string | null }) => `${f.type}:${f.id ?? ''}`;

function EditFulfillment({ fulfillment: f, projectId, platformId, onClose }: Props & { fulfillment: Fulfillment; onClose: () => void }) {
  const qc = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const fulfillers = useQuery(fulfillersQuery(projectId, platformId, f.id));
  const form = useForm({
    initialValues: {
      status: f.status,
      carrier: f.carrier ?? '',
      trackingNumber: f.trackingNumber ?? '',
      trackingUrl: f.trackingUrl ?? '',
      fulfiller: fulfillerKey(f.fulfiller),
    },
    validate: {
      trackingNumber: (v, values) => (values.status === 'shipped' && !v.trim() ? 'Shipping needs a tracking number.' : null),
      trackingUrl: (v) => (v && !/^https?:\/\//.test(v) ? 'Enter a link starting with https://' : null),
    },
  });
  const save = useMutation({
    mutationFn: (v: typeof form.values) => {
      const chosen = fulfillers.data?.find((x) => fulfillerKey(x) === v.fulfiller);
      const body: Schema<'UpdateFulfillmentRequest'> = {};
      if (v.status !== f.status) body.status = v.status;
      if (v.carrier !== (f.carrier ?? '')) body.carrier = v.carrier || null;
      if (v.trackingNumber !== (f.trackingNumber ?? '')) body.trackingNumber = v.trackingNumber || null;
      if (v.trackingUrl !== (f.trackingUrl ?? '')) body.trackingUrl = v.trackingUrl || null;
      if (chosen && v.fulfiller !== fulfillerKey(f.fulfiller)) body.fulfiller = { type: chosen.type, id: chosen.id };
      return updateFulfillment(projectId, platformId, f.id, body);
    },
    onSuccess: () => {
      notifications.show({ color: 'green', message: 'Fulfilment updated.' });
      void refreshOrders(qc, projectId);
      onClose();
    },
    onError: (e) => {
      const errors = toAppError(e).errors ?? {};
      const own: Record<string, string> = {};
      for (const k of Object.keys(form.values)) if (errors[k]?.[0]) own[k] = errors[k][0];
      form.setErrors(own);
      setAlert(Object.keys(own).length ? null : e.message);
    },
  });
  const statuses = nextFulfillmentStatuses(f.status).map((s) => ({ value: s, label: FULFILLMENT_LABEL[s] }));
  const fulfillerOptions = (fulfillers.data ?? [f.fulfiller]).map((x) => ({ value: fulfillerKey(x), label: x.name }));
  return (
    <Modal opened onClose={onClose} title="Edit fulfilment">
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack gap="sm">
          <NativeSelect label="Status" data={statuses} {...form.getInputProps('status')} />
          <NativeSelect
            label="Fulfilled by"
            data={fulfillerOptions}
            disabled={fulfillers.isPending}
            description={fulfillers.isError ? `The partners could not be loaded: ${fulfillers.error.message}` : undefined}
            {...form.getInputProps('fulfiller')}
          />
          <TextInput label="Carrier" placeholder="DHL" {...form.getInputProps('carrier')} />
          <TextInput label="Tracking number" {...form.getInputProps('trackingNumber')} />
          <TextInput label="Tracking link" placeholder="https://" {...form.getInputProps('trackingUrl')} />
          {alert && <Alert color="red">{alert}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

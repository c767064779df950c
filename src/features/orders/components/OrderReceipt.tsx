/** Receipt actions: preview (the server's HTML in a sandboxed frame), send (email prefilled), print, PDF. */
import { Alert, Button, Center, Group, Loader, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEye, IconMail, IconPrinter } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '../../../lib/commerce/types.ts';
import { saveFile } from '../../../lib/download.ts';
import { receiptPdf, receiptQuery, refreshOrders, sendReceipt } from '../api/orders.ts';

interface Props {
  order: Order;
  projectId: string;
  platformId: string;
}

export function ReceiptActions(p: Props) {
  const [open, setOpen] = useState<'preview' | 'send' | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const pdf = async () => {
    setPdfBusy(true);
    try {
      const blob = await receiptPdf(p.projectId, p.platformId, p.order.id);
      saveFile(`receipt-${p.order.number}.pdf`, blob instanceof Blob ? blob : new Blob([blob], { type: 'application/pdf' }));
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setPdfBusy(false);
    }
  };
  return (
    <Group gap="xs" data-no-print>
      <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={() => setOpen('preview')}>
        Preview receipt
      </Button>
      <Button size="xs" variant="default" leftSection={<IconMail size={14} />} onClick={() => setOpen('send')}>
        Send receipt
      </Button>
      <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => window.print()}>
        Print
      </Button>
      <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={pdfBusy} onClick={() => void pdf()}>
        PDF
      </Button>
      {open === 'preview' && <ReceiptPreview {...p} onClose={() => setOpen(null)} />}
      {open === 'send' && <SendReceipt {...p} onClose={() => setOpen(null)} />}
    </Group>
  );
}

function ReceiptPreview({ order, projectId, platformId, onClose }: Props & { onClose: () => void }) {
  const receipt = useQuery(receiptQuery(projectId, platformId, order.id));
  return (
    <Modal opened onClose={onClose} title={receipt.data?.subject ?? `Receipt for order ${order.name}`} size="lg">
      {receipt.isPending && (
        <Center h={200}>
          <Loader aria-label="Loading the receipt" />
        </Center>
      )}
      {receipt.isError && <Alert color="red">{receipt.error.message}</Alert>}
      {receipt.data && (
        // An empty sandbox: the receipt's HTML can't run scripts or reach the app.
        <iframe
          title="Receipt preview"
          sandbox=""
          srcDoc={receipt.data.html}
          style={{ width: '100%', height: '60dvh', border: '1px solid var(--mantine-color-default-border)', background: 'white' }}
        />
      )}
    </Modal>
  );
}

function SendReceipt({ order, projectId, platformId, onClose }: Props & { onClose: () => void }) {
  const qc = useQueryClient();
  const [email, setEmail] = useState(order.email);
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useMutation({
    // 202 { queued, email } (the generated client types only 200/201 bodies).
    mutationFn: async () => {
      const to = email.trim() || order.email;
      const r = (await sendReceipt(projectId, platformId, order.id, to)) as { email?: string } | undefined;
      return r?.email ?? to;
    },
    onSuccess: (to) => {
      notifications.show({ color: 'green', message: `Receipt queued for ${to}.` });
      void refreshOrders(qc, projectId);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title="Send receipt">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\S+@\S+\.\S+$/.test(email.trim())) setInvalid('Enter a valid email address.');
          else send.mutate();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            required
            value={email}
            error={invalid}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setInvalid(null);
            }}
            data-autofocus
          />
          {send.isError && <Alert color="red">{send.error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

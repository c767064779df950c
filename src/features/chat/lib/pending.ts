/**
 * Offline-safe sending. A message is first written here (localStorage, so a reload keeps it) with a
 * client-made idempotency key, shown as pending, and sent; a failure to reach the server (status 0: offline or
 * the server down) keeps it queued and it is sent again — on `online`, when the stream reconnects, and every few
 * seconds. The server answers a repeated key with the first message, so a retry never posts twice. A refusal
 * (4xx) marks it failed: the person can retry or discard it.
 */
import { AppError } from '../../../lib/api/errors.ts';
import { createMessage } from '../../../lib/api/generated/ops/createMessage.ts';
import type { Message } from '../api/types.ts';
import type { UploadedAttachment } from './attachments.ts';

export interface PendingMessage {
  clientKey: string;
  project: string;
  channel: string;
  text: string;
  /** Drive files already uploaded, sent with the text. */
  attachments?: UploadedAttachment[];
  createdAt: string;
  state: 'sending' | 'waiting' | 'failed';
  error?: string;
}

const STORAGE_KEY = 'shopfloor.chat.pending';
const RETRY_MS = 3000;
type Listener = () => void;
type Sent = (m: Message) => void;

let items: PendingMessage[] = load();
const listeners = new Set<Listener>();
const sentListeners = new Set<Sent>();
let timer: ReturnType<typeof setTimeout> | null = null;
const inFlight = new Set<string>();

function load(): PendingMessage[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
    const list = raw ? (JSON.parse(raw) as PendingMessage[]) : [];
    return Array.isArray(list) ? list.map((p) => ({ ...p, state: p.state === 'failed' ? 'failed' : 'waiting' })) : [];
  } catch {
    return [];
  }
}

function save() {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    /* storage full or blocked: the queue still works in memory */
  }
  for (const l of listeners) l();
}

export const pendingSnapshot = () => items;
export function subscribePending(l: Listener) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}
/** Called with each message the server confirmed (the page puts it in place of the pending copy). */
export function onSent(l: Sent) {
  sentListeners.add(l);
  return () => {
    sentListeners.delete(l);
  };
}

function newKey() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `ck_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function queueMessage(project: string, channel: string, text: string, attachments: UploadedAttachment[] = []) {
  const p: PendingMessage = {
    clientKey: newKey(),
    project,
    channel,
    text,
    ...(attachments.length ? { attachments } : {}),
    createdAt: new Date().toISOString(),
    state: 'sending',
  };
  items = [...items, p];
  save();
  void send(p);
  return p;
}

export function discardPending(clientKey: string) {
  items = items.filter((p) => p.clientKey !== clientKey);
  save();
}

export function retryPending(clientKey: string) {
  const p = items.find((x) => x.clientKey === clientKey);
  if (p) void send(p);
}

function update(clientKey: string, patch: Partial<PendingMessage>) {
  items = items.map((p) => (p.clientKey === clientKey ? { ...p, ...patch } : p));
  save();
}

async function send(p: PendingMessage) {
  if (inFlight.has(p.clientKey)) return;
  inFlight.add(p.clientKey);
  update(p.clientKey, { state: 'sending', error: undefined });
  try {
    const m = await createMessage({
      path: { channel: p.channel },
      query: { project: p.project },
      body: {
        text: p.text,
        clientKey: p.clientKey,
        ...(p.attachments?.length ? { attachments: p.attachments.map((a) => ({ file: a.file })) } : {}),
      },
    });
    items = items.filter((x) => x.clientKey !== p.clientKey);
    save();
    for (const l of sentListeners) l(m);
  } catch (e) {
    const status = e instanceof AppError ? e.status : 0;
    if (!status || status >= 500 || status === 429) {
      update(p.clientKey, { state: 'waiting' });
      schedule();
    } else update(p.clientKey, { state: 'failed', error: e instanceof Error ? e.message : 'Not sent.' });
  } finally {
    inFlight.delete(p.clientKey);
  }
}

function schedule() {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    flushPending();
  }, RETRY_MS);
}

/** Send everything still waiting (the connection may be back). */
export function flushPending() {
  for (const p of items) if (p.state === 'waiting') void send(p);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', flushPending);
  if (items.some((p) => p.state === 'waiting')) schedule();
}

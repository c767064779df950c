/**
 * The chat stream across processes: two app instances, each with its own pool and LISTEN connection, on one
 * database (as two server processes behind a load balancer). A message posted through one reaches a stream
 * client of the other; a reconnect with Last-Event-ID replays exactly the missed events, with no duplicate.
 */
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { createApp } from '../../app.ts';
import { connect, type Database } from '../../db/client.ts';
import { freePort } from '../../lib/free-port.ts';
import { chatHubFor } from './chat-hub.ts';
import { MAX_PENDING_BYTES, SseOutbox } from './sse-outbox.ts';

let t: TestServer;
let second: Database;
const servers: ServerType[] = [];
let urlA = '';
let urlB = '';

async function listen(app: { fetch: (req: Request) => Response | Promise<Response> }) {
  const port = await freePort();
  servers.push(serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }));
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  t = await setupTestServer();
  second = connect(t.database.url, 4);
  urlA = await listen(t.app);
  urlB = await listen(createApp({ config: t.config, database: second, keys: t.keys, mailer: t.mailer }, { serveApp: false }));
});
afterAll(async () => {
  for (const s of servers) s.close();
  await second.close();
});

interface Ev {
  id: string | undefined;
  event: string;
  data: any;
}

/** A minimal EventSource over fetch (it sends the bearer and Last-Event-ID). */
function openStream(url: string, token: string, lastEventId?: string) {
  const events: Ev[] = [];
  const waiters: (() => void)[] = [];
  const ctrl = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const done = (async () => {
    const res = await fetch(url, { headers, signal: ctrl.signal });
    if (res.status !== 200) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) return;
      buf += value;
      let i = buf.indexOf('\n\n');
      while (i >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        i = buf.indexOf('\n\n');
        const ev: Ev = { id: undefined, event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('id:')) ev.id = line.slice(3).trim();
          else if (line.startsWith('event:')) ev.event = line.slice(6).trim();
          else if (line.startsWith('data:')) ev.data += line.slice(5).trim();
        }
        if (!block.startsWith(':')) {
          ev.data = ev.data ? JSON.parse(ev.data) : null;
          events.push(ev);
          for (const w of waiters.splice(0)) w();
        }
      }
    }
  })().catch((err) => {
    if (!ctrl.signal.aborted) throw err;
  });
  async function until(pred: (evs: Ev[]) => boolean, ms = 3000) {
    const deadline = Date.now() + ms;
    while (!pred(events)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(events.map((e) => [e.id, e.event]))}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }
  return { events, until, close: () => ctrl.abort(), done };
}

describe('chat stream (SSE over LISTEN/NOTIFY)', () => {
  it('a message posted through one process reaches a stream client of the other within a second', async () => {
    const owner = await t.createUser({ firstName: 'Ann' });
    const member = await t.createUser({ firstName: 'Ben' });
    const p = await t.createProject(owner.id);
    await t.addMember(p.id, member.id);
    const [atok, btok] = [await t.tokenFor(owner.id), await t.tokenFor(member.id)];
    const stream = openStream(`${urlB}/v1/chat/stream?project=${p.id}`, btok);
    await stream.until((e) => e.some((x) => x.event === 'ready'));

    const call = (base: string, method: string, path: string, token: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const ch = await call(urlA, 'POST', `/v1/chat/channels?project=${p.id}`, atok, { name: 'live', users: [member.id] });
    expect(ch.status).toBe(201);
    const started = Date.now();
    const msg = await call(urlA, 'POST', `/v1/chat/channels/${ch.body.id}/messages?project=${p.id}`, atok, { text: 'hello from A' });
    await stream.until((e) => e.some((x) => x.event === 'message.created'));
    expect(Date.now() - started).toBeLessThan(1000);
    const created = stream.events.find((x) => x.event === 'message.created')!;
    expect(created.data).toMatchObject({ id: msg.body.id, text: 'hello from A', channel: ch.body.id });

    // a private channel's events reach only its members
    const secret = await call(urlA, 'POST', `/v1/chat/channels?project=${p.id}`, atok, { type: 'private', name: 'owners only' });
    await call(urlA, 'POST', `/v1/chat/channels/${secret.body.id}/messages?project=${p.id}`, atok, { text: 'not for Ben' });
    // B reacts through process B; the reaction is then seen, and nothing of the private channel was
    await call(urlB, 'POST', `/v1/chat/channels/${ch.body.id}/messages/${msg.body.id}/reactions?project=${p.id}`, btok, { emoji: '🎉' });
    await stream.until((e) => e.some((x) => x.event === 'reaction.updated'));
    expect(stream.events.some((x) => JSON.stringify(x.data).includes('not for Ben'))).toBe(false);
    expect(stream.events.some((x) => x.data?.channel === secret.body.id)).toBe(false);

    // disconnect; three things happen; reconnect to the other process with the last id seen
    const lastSeen = stream.events.filter((x) => x.id).at(-1)!.id!;
    stream.close();
    await stream.done;
    const missed: string[] = [];
    for (const text of ['one', 'two', 'three']) {
      const r = await call(urlA, 'POST', `/v1/chat/channels/${ch.body.id}/messages?project=${p.id}`, atok, { text });
      missed.push(r.body.id);
    }
    const again = openStream(`${urlA}/v1/chat/stream?project=${p.id}`, btok, lastSeen);
    await again.until((e) => e.filter((x) => x.event === 'message.created').length >= 3);
    await call(urlB, 'POST', `/v1/chat/channels/${ch.body.id}/messages?project=${p.id}`, atok, { text: 'four (live)' });
    await again.until((e) => e.filter((x) => x.event === 'message.created').length >= 4);
    const created2 = again.events.filter((x) => x.event === 'message.created');
    expect(created2.map((x) => x.data.text)).toEqual(['one', 'two', 'three', 'four (live)']);
    expect(created2.slice(0, 3).map((x) => x.data.id)).toEqual(missed);
    const ids = again.events.filter((x) => x.id).map((x) => Number(x.id));
    expect(ids[0]).toBeGreaterThan(Number(lastSeen));
    expect(new Set(ids).size).toBe(ids.length); // no duplicate
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    again.close();
    await again.done;
  });

  it('refuses another project (404) and anonymous callers (401); an old or bad Last-Event-ID is handled', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const stranger = await t.createUser();
    const stok = await t.tokenFor(stranger.id);
    const res = await fetch(`${urlA}/v1/chat/stream?project=${p.id}`, { headers: { authorization: `Bearer ${stok}` } });
    expect(res.status).toBe(404);
    expect((await fetch(`${urlA}/v1/chat/stream?project=${p.id}`)).status).toBe(401);
    const otok = await t.tokenFor(owner.id);
    const bad = await fetch(`${urlA}/v1/chat/stream?project=${p.id}`, {
      headers: { authorization: `Bearer ${otok}`, 'last-event-id': 'x' },
    });
    expect(bad.status).toBe(422);
    // events exist but the log no longer holds the ones after id 0 → reset first
    await fetch(`${urlA}/v1/chat/channels?project=${p.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${otok}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'a' }),
    });
    await t.database.pool.query('DELETE FROM chat_events WHERE project_id = $1', [p.id]);
    const s = openStream(`${urlB}/v1/chat/stream?project=${p.id}`, otok, '0');
    await s.until((e) => e.some((x) => x.event === 'reset'));
    s.close();
    await s.done;
  });

  it('a client that does not read holds at most the bound in the server; when it reads, it gets every event once, in order', async () => {
    const owner = await t.createUser();
    const p = await t.createProject(owner.id);
    const tok = await t.tokenFor(owner.id);
    const headers = { authorization: `Bearer ${tok}`, 'content-type': 'application/json' };
    const ch = (await (
      await t.app.request(`/v1/chat/channels?project=${p.id}`, { method: 'POST', headers, body: JSON.stringify({ name: 'firehose' }) })
    ).json()) as { id: string };
    const hub = chatHubFor(t.database);
    // In process: nothing reads the body after its first chunk, so the events wait in the server.
    const res = await t.app.request(`/v1/chat/stream?project=${p.id}`, { headers: { authorization: `Bearer ${tok}` } });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? '';
    expect(text).toContain('event: ready');
    const big = 'x'.repeat(3900);
    const posts = Math.ceil((2 * MAX_PENDING_BYTES) / big.length);
    let most = 0;
    for (let i = 0; i < posts; i++) {
      const r = await t.app.request(`/v1/chat/channels/${ch.id}/messages?project=${p.id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ text: `${i} ${big}` }),
      });
      expect(r.status).toBe(201);
      most = Math.max(most, hub.stats().pendingChars);
    }
    await expect.poll(() => hub.stats().paused, { timeout: 5000 }).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(MAX_PENDING_BYTES);
    expect(hub.stats().pendingChars).toBeLessThanOrEqual(MAX_PENDING_BYTES);
    // Now it reads: the rest comes from the log, each message once and in order.
    const texts = () => [...text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!)).filter((d) => d.text?.endsWith(big));
    while (texts().length < posts) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    expect(texts().map((d) => Number(d.text.split(' ')[0]))).toEqual([...Array(posts).keys()]);
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(ids.length);
    await reader.cancel();
  });
});

describe('SseOutbox', () => {
  const tick = () => new Promise((r) => setTimeout(r, 0));

  it('refuses past the bound while the writer waits, says when it has room again, and drops a client that stays full', async () => {
    const written: string[] = [];
    let release = () => {};
    let gate = new Promise<void>((r) => {
      release = r;
    });
    const calls: string[] = [];
    const box = new SseOutbox(
      async (f) => {
        await gate;
        written.push(f);
      },
      { drain: () => calls.push('drain'), stall: () => calls.push('stall') },
      100,
      50,
    );
    expect(box.push('a'.repeat(40))).toBe(true);
    await tick(); // 'a' is being written (a full socket: it waits)
    expect(box.push('b'.repeat(40))).toBe(true);
    expect(box.pending).toBe(80);
    expect(box.push('c'.repeat(40))).toBe(false);
    expect(box.full).toBe(true);
    release();
    await tick();
    expect(written).toEqual(['a'.repeat(40), 'b'.repeat(40)]);
    expect(calls).toEqual(['drain']);
    expect(box.full).toBe(false);
    // Full again and never drained: dropped after stallMs.
    gate = new Promise<void>(() => {});
    expect(box.push('d'.repeat(60))).toBe(true);
    await tick();
    expect(box.push('e'.repeat(60))).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(calls).toEqual(['drain', 'stall']);
    expect(box.closed).toBe(true);
    expect(box.push('f')).toBe(false);
  });

  it('writes everything, in order, for a client that keeps up', async () => {
    const written: string[] = [];
    const box = new SseOutbox(async (f) => void written.push(f), { drain: () => {}, stall: () => {} }, 100);
    for (let i = 0; i < 50; i++) {
      expect(box.push(`${i}:${'x'.repeat(20)}`)).toBe(true);
      await tick();
    }
    expect(written.map((w) => Number(w.split(':')[0]))).toEqual([...Array(50).keys()]);
  });
});

/** The public links in campaign email: open pixel, tracked click, unsubscribe page and one-click unsubscribe. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { linkSecret, linkSignature, readRecipientToken } from '../links.ts';
import type { clickRoute, openPixelRoute, unsubscribePageRoute, unsubscribeRoute } from '../mail.routes.ts';
import { recordClick, recordOpen, recordUnsubscribe } from '../tracking.repo.ts';
import { sameSignature } from '../../../lib/signing.ts';

type C = Context<AppEnv>;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const recipientOf = async (c: C, token: string) => readRecipientToken(await linkSecret(c.get('deps').database), token);

function page(c: C, status: 200 | 404, title: string, body: string) {
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#212529}button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#1c7ed6;color:#fff;cursor:pointer}</style></head>
<body><h1>${title}</h1>${body}</body></html>`,
    status,
    { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  );
}
const invalid = (c: C) =>
  page(c, 404, 'This link is not valid', '<p>The link may be incomplete. Copy the whole link from the email and try again.</p>');

export const trackOpen: RouteHandler<typeof openPixelRoute, AppEnv> = async (c) => {
  const r = await recipientOf(c, c.req.valid('param').token);
  if (r) await recordOpen(c.get('deps').database.db, r);
  return c.body(new Uint8Array(GIF), 200, { 'content-type': 'image/gif', 'cache-control': 'no-store, private' }) as never;
};

export const trackClick: RouteHandler<typeof clickRoute, AppEnv> = async (c) => {
  const { token } = c.req.valid('param');
  const { u, s } = c.req.valid('query');
  const secret = await linkSecret(c.get('deps').database);
  const r = readRecipientToken(secret, token);
  if (!r || !/^https?:\/\//i.test(u) || !sameSignature(linkSignature(secret, token, u), s)) return invalid(c) as never;
  await recordClick(c.get('deps').database.db, r);
  return c.redirect(u, 302) as never;
};

export const unsubscribePage: RouteHandler<typeof unsubscribePageRoute, AppEnv> = async (c) => {
  const { token } = c.req.valid('param');
  if (!(await recipientOf(c, token))) return invalid(c) as never;
  return page(
    c,
    200,
    'Unsubscribe',
    `<p>Stop receiving these emails?</p><form method="post" action="${encodeURI(token)}"><button type="submit">Unsubscribe</button></form>`,
  ) as never;
};

export const unsubscribe: RouteHandler<typeof unsubscribeRoute, AppEnv> = async (c) => {
  const r = await recipientOf(c, c.req.valid('param').token);
  if (!r) return invalid(c) as never;
  const body = await c.req.text().catch(() => '');
  const oneClick = /List-Unsubscribe=One-Click/i.test(body);
  const found = await recordUnsubscribe(c.get('deps').database.db, r, oneClick ? 'list-unsubscribe' : 'unsubscribe-link');
  if (!found) return invalid(c) as never;
  return page(c, 200, 'You are unsubscribed', '<p>You will not receive these emails any more.</p>') as never;
};

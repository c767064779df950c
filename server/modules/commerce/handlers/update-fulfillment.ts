import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { availableFulfillers } from '../available-fulfillers.repo.ts';
import { canMoveFulfillment, fulfillmentStatusLabel, shortTracking } from '../fulfillment-transitions.ts';
import { fulfillmentDto } from '../fulfillments.dto.ts';
import { lockFulfillment, refreshOrderFulfillmentStatus, updateFulfillmentRow, userName } from '../fulfillments.repo.ts';
import type { updateFulfillmentRoute } from '../fulfillments.routes.ts';
import { requireStorefront } from '../storefront.repo.ts';
import { actorOf, appendOrderEvent } from '../timeline.ts';

/**
 * PATCH /v1/platform/{platformId}/fulfillments/{fulfillmentId} — access (platform.fulfillments.update) is checked
 * by the route. One transaction: the fulfillment (locked with its order), the order's fulfillmentStatus, the
 * timeline entry and, on shipped, the members' notification.
 */
export const updateFulfillment: RouteHandler<typeof updateFulfillmentRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const db = c.get('deps').database.db;
  const { platformId, fulfillmentId } = c.req.valid('param');
  const body = c.req.valid('json');
  const storefront = await requireStorefront(db, projectId, platformId);
  const principal = c.get('principal');
  const actor = actorOf(c, principal?.kind === 'user' ? await userName(db, principal.userId) : null);

  const row = await db.transaction(async (tx) => {
    const locked = await lockFulfillment(tx, projectId, fulfillmentId);
    if (!locked) throw notFound('Fulfillment', CODES.FULFILLMENT_NOT_FOUND);
    const { row: current, order } = locked;
    const orderName = `${storefront.orderNumberPrefix}${order.number}`;
    const from = current.status;
    const to = body.status ?? from;
    if (!canMoveFulfillment(from, to))
      throw conflict(
        `The fulfillment of order ${orderName} is ${fulfillmentStatusLabel(from)}: it can't be marked ${fulfillmentStatusLabel(to)}.`,
        CODES.FULFILLMENT_TRANSITION_NOT_ALLOWED,
      );
    const trackingNumber = body.trackingNumber !== undefined ? body.trackingNumber : current.trackingNumber;
    const carrier = body.carrier !== undefined ? body.carrier : current.carrier;
    if ((to === 'shipped' || to === 'delivered') && !trackingNumber)
      throw fieldError('trackingNumber', 'Shipping needs a tracking number.');

    const set: Parameters<typeof updateFulfillmentRow>[3] = {};
    const changes: string[] = [];
    if (to !== from) {
      set.status = to;
      changes.push(`marked ${fulfillmentStatusLabel(to)}`);
      const now = new Date().toISOString();
      if ((to === 'shipped' || to === 'delivered') && !current.shippedAt) set.shippedAt = now;
      if (to === 'delivered') set.deliveredAt = now;
    }
    if (body.carrier !== undefined && body.carrier !== current.carrier) set.carrier = body.carrier;
    if (body.trackingNumber !== undefined && body.trackingNumber !== current.trackingNumber) set.trackingNumber = body.trackingNumber;
    if (body.trackingUrl !== undefined && body.trackingUrl !== current.trackingUrl) set.trackingUrl = body.trackingUrl;
    if (set.carrier !== undefined || set.trackingNumber !== undefined || set.trackingUrl !== undefined)
      changes.push(trackingNumber ? `tracking ${[carrier, trackingNumber].filter(Boolean).join(' ')}` : 'tracking removed');

    if (body.fulfiller) {
      const wanted = body.fulfiller;
      const same = wanted.type === current.fulfillerType && (wanted.id ?? null) === (current.fulfillerId ?? null);
      if (!same) {
        if (from !== 'pending' && from !== 'in_production')
          throw conflict(
            `The fulfillment of order ${orderName} is ${fulfillmentStatusLabel(from)}: it can't be reassigned.`,
            CODES.FULFILLMENT_TRANSITION_NOT_ALLOWED,
          );
        const match = (await availableFulfillers(tx, projectId)).find(
          (f) => f.type === wanted.type && (f.type === 'self' || f.id === (wanted.id ?? null)),
        );
        if (!match) throw fieldError('fulfiller', 'Choose one of the available fulfillers.');
        set.fulfillerType = match.type;
        set.fulfillerId = match.id;
        set.fulfillerName = match.name;
        changes.push(`assigned to ${match.name}`);
      }
    }
    if (!Object.keys(set).length) return current;

    const updated = await updateFulfillmentRow(tx, projectId, fulfillmentId, set);
    const fulfillmentStatus = set.status ? await refreshOrderFulfillmentStatus(tx, projectId, current.orderId) : undefined;
    await appendOrderEvent(
      tx,
      projectId,
      current.orderId,
      {
        type: 'fulfillment_updated',
        message: `Fulfillment ${changes.join(', ')}.`,
        data: {
          fulfillmentId,
          ...(set.status ? { from, to } : {}),
          ...(fulfillmentStatus ? { fulfillmentStatus } : {}),
          ...(set.fulfillerType ? { fulfiller: { type: set.fulfillerType, id: set.fulfillerId } } : {}),
          carrier: updated.carrier,
          trackingNumber: updated.trackingNumber,
        },
      },
      actor,
    );
    if (set.status === 'shipped') {
      const tracking = [updated.carrier, updated.trackingNumber ? shortTracking(updated.trackingNumber) : null].filter(Boolean).join(' ');
      await notify(
        tx,
        { projectId },
        {
          title: `Order ${orderName} shipped — ${tracking}`,
          body: [updated.carrier, updated.trackingNumber].filter(Boolean).join(' '),
          action: `/m/orders/${current.orderId}?project=${projectId}`,
        },
      );
    }
    return updated;
  });
  return c.json(await fulfillmentDto(db, projectId, row), 200);
};

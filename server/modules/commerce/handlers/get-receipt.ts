import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { toPlatformDto } from '../orders.dto.ts';
import type { getReceiptRoute } from '../orders.routes.ts';
import { orderDto, platformOf, requireOrder } from '../orders.shared.ts';
import { receiptHtml, receiptSubject } from '../receipts/receipt-html.ts';
import { receiptPdf } from '../receipts/receipt-pdf.ts';

/** GET …/orders/{orderId}/receipt — JSON with the HTML, or `?format=pdf` the PDF (`receipt-1042.pdf`). */
export const getReceipt: RouteHandler<typeof getReceiptRoute, AppEnv> = async (c) => {
  const { orderId, platformId } = c.req.valid('param');
  const { db, projectId, storefront } = await platformOf(c, platformId);
  const order = await orderDto(db, projectId, await requireOrder(db, projectId, orderId), storefront.orderNumberPrefix);
  const platform = toPlatformDto(storefront);
  if (c.req.valid('query').format === 'pdf') {
    const pdf = await receiptPdf(platform, order);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="receipt-${order.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    }) as never;
  }
  return c.json(
    {
      receipt: {
        orderId: order.id,
        number: order.name,
        subject: receiptSubject(platform, order),
        email: order.email,
        html: receiptHtml(platform, order),
      },
    },
    200,
  );
};

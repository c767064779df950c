/** The order receipt as a self-contained HTML document (mail body and the app's preview / print layout). */
import type { OrderDto, PlatformDto } from '../commerce.schemas.ts';
import { formatMoney } from '../validation.ts';

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

export const receiptSubject = (platform: PlatformDto, order: OrderDto) => `Your receipt for order ${order.name} from ${platform.name}`;

/** The totals block, in display order (shared by the HTML and the PDF). */
export function receiptTotals(platform: PlatformDto, order: OrderDto): [label: string, amount: string][] {
  const m = (n: number) => formatMoney(n, order.currency);
  const rows: [string, string][] = [['Subtotal', m(order.subtotal)]];
  if (order.discountTotal) rows.push(['Discount', `−${m(order.discountTotal)}`]);
  if (order.shippingTotal) rows.push(['Shipping', m(order.shippingTotal)]);
  if (order.taxTotal) rows.push([platform.taxIncluded ? 'Tax (included)' : 'Tax', m(order.taxTotal)]);
  rows.push(['Total', m(order.total)]);
  return rows;
}

export function addressLines(a: OrderDto['shippingAddress']): string[] {
  if (!a) return [];
  return [a.name, a.company, a.line1, a.line2, [a.postalCode, a.city].join(' '), a.region, a.country].filter((x): x is string => !!x);
}

export function receiptHtml(platform: PlatformDto, order: OrderDto): string {
  const m = (n: number) => formatMoney(n, order.currency);
  const date = new Date(order.createdAt).toLocaleDateString('en-GB', { timeZone: platform.timezone, dateStyle: 'long' });
  const lines = order.lines
    .map(
      (l) =>
        `<tr><td>${esc(l.productName)}${l.variantName ? ` <span style="color:#666">(${esc(l.variantName)})</span>` : ''}${l.sku ? `<br><small style="color:#666">SKU ${esc(l.sku)}</small>` : ''}</td><td style="text-align:right">${l.quantity}</td><td style="text-align:right">${m(l.unitPrice)}</td><td style="text-align:right">${m(l.total)}</td></tr>`,
    )
    .join('');
  const totals = receiptTotals(platform, order)
    .map(
      ([label, amount]) =>
        `<tr><td colspan="3" style="text-align:right">${esc(label)}</td><td style="text-align:right">${esc(amount)}</td></tr>`,
    )
    .join('');
  const ship = addressLines(order.shippingAddress).map(esc).join('<br>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(receiptSubject(platform, order))}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111;max-width:640px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 4px">${esc(platform.name)}</h1>
<p style="margin:0 0 16px;color:#555">Receipt for order ${esc(order.name)} · ${esc(date)}</p>
<p>Thank you for your order${order.customerName ? `, ${esc(order.customerName)}` : ''}.</p>
<table style="width:100%;border-collapse:collapse" cellpadding="6">
<thead><tr style="border-bottom:1px solid #ccc"><th style="text-align:left">Item</th><th style="text-align:right">Qty</th><th style="text-align:right">Price</th><th style="text-align:right">Total</th></tr></thead>
<tbody>${lines}</tbody><tfoot>${totals}</tfoot></table>
${ship ? `<h2 style="font-size:16px;margin-top:24px">Shipping to</h2><p>${ship}</p>` : ''}
<p style="color:#555;margin-top:24px">Payment: ${esc(order.paymentStatus)}${platform.supportEmail ? ` · Questions? ${esc(platform.supportEmail)}` : ''}</p>
</body></html>`;
}

/** The plain-text part of the receipt mail. */
export function receiptText(platform: PlatformDto, order: OrderDto): string {
  const m = (n: number) => formatMoney(n, order.currency);
  return [
    `${platform.name} — receipt for order ${order.name}`,
    '',
    ...order.lines.map((l) => `${l.quantity} × ${l.productName}${l.variantName ? ` (${l.variantName})` : ''}  ${m(l.total)}`),
    '',
    ...receiptTotals(platform, order).map(([label, amount]) => `${label}: ${amount}`),
    '',
    'The receipt is attached as a PDF.',
  ].join('\n');
}

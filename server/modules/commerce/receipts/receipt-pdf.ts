/**
 * The receipt as a PDF (pdfkit). Fonts: pdfkit's built-in standard Helvetica (AFM metrics ship inside pdfkit; no
 * font file to bundle). Its encoding is WinAnsi (Latin-1 plus € and typographic quotes), so text is made safe for
 * it: accents that WinAnsi lacks lose their mark (ő → o), ß/æ/ø/ł are spelled out, and other scripts (Greek,
 * Cyrillic, CJK) become `?` rather than garbage. The HTML receipt keeps the exact text. See
 * docs/decisions/commerce-orders.md.
 */
import PDFDocument from 'pdfkit';
import type { OrderDto, PlatformDto } from '../commerce.schemas.ts';
import { formatMoney } from '../validation.ts';
import { addressLines, receiptTotals } from './receipt-html.ts';

/** Characters WinAnsi (cp1252) has beyond Latin-1. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPELLED: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', '\u2212': '-', '\u202f': ' ', '\u2009': ' ' };

export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    if (SPELLED[ch]) {
      out += SPELLED[ch];
      continue;
    }
    const base = ch.normalize('NFKD').replace(/\p{M}+/gu, '');
    out += base && [...base].every((b) => b.codePointAt(0)! < 0x100) ? base : '?';
  }
  return out;
}

export function receiptPdf(platform: PlatformDto, order: OrderDto): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: winAnsi(`Receipt ${order.name}`), Author: winAnsi(platform.name) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const m = (n: number) => winAnsi(formatMoney(n, order.currency));
  const t = winAnsi;
  const date = new Date(order.createdAt).toLocaleDateString('en-GB', { timeZone: platform.timezone, dateStyle: 'long' });
  doc.font('Helvetica-Bold').fontSize(18).text(t(platform.name));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555')
    .text(t(`Receipt for order ${order.name} · ${date}`));
  doc.moveDown().fillColor('#000');
  const addr = addressLines(order.billingAddress ?? order.shippingAddress);
  if (addr.length) doc.text(t(addr.join('\n'))).moveDown();
  const cols = { item: 50, qty: 330, price: 390, total: 470 };
  const row = (item: string, qty: string, price: string, total: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(t(item), cols.item, y, { width: 270 });
    const end = doc.y;
    doc.text(qty, cols.qty, y, { width: 50, align: 'right' });
    doc.text(price, cols.price, y, { width: 70, align: 'right' });
    doc.text(total, cols.total, y, { width: 75, align: 'right' });
    doc.y = Math.max(end, doc.y) + 4;
    doc.x = cols.item;
  };
  row('Item', 'Qty', 'Price', 'Total', true);
  for (const l of order.lines) {
    row(
      `${l.productName}${l.variantName ? ` (${l.variantName})` : ''}${l.sku ? ` · ${l.sku}` : ''}`,
      String(l.quantity),
      m(l.unitPrice),
      m(l.total),
    );
  }
  doc.moveDown(0.5);
  for (const [label, amount] of receiptTotals(platform, order)) row('', '', t(label), t(amount), label === 'Total');
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(t(`Payment: ${order.paymentStatus}${platform.supportEmail ? ` · ${platform.supportEmail}` : ''}`), 50);
  doc.end();
  return done;
}

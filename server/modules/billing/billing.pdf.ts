/**
 * Invoice and summary PDFs (pdfkit). Fonts: pdfkit's built-in standard Helvetica (its AFM metrics ship inside
 * pdfkit: nothing to download, works offline). Its encoding is WinAnsi, so text is made safe for it (accents it
 * lacks lose their mark; other scripts become `?`). Amounts are printed from integer minor units.
 */
import PDFDocument from 'pdfkit';
import type { InvoiceParty } from '../../db/schema/index.ts';
import { formatMoney } from './billing.money.ts';

const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize('NFKD').replace(/\p{M}+/gu, '');
    out += base && [...base].every((b) => b.codePointAt(0)! < 0x100) ? base : '?';
  }
  return out;
}

export interface PdfLine {
  date: string;
  description: string;
  amount: number;
  tax: number;
  /** Charges add, credits subtract. */
  sign: 1 | -1;
}

export interface PdfDocumentInput {
  title: string;
  reference: string;
  issuer: { name: string; lines: string[] };
  billedTo: InvoiceParty;
  meta: [label: string, value: string][];
  currency: string;
  lines: PdfLine[];
  totals: [label: string, amount: number, bold?: boolean][];
  footer: string;
}

const fmtDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { timeZone: 'UTC', dateStyle: 'medium' });
export { fmtDate as pdfDate };

/** A one-column business document: header, parties, meta, lines, totals, footer. `compress: false` for tests. */
export function billingPdf(input: PdfDocumentInput, opts: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: opts.compress ?? true,
    info: { Title: winAnsi(`${input.title} ${input.reference}`), Author: winAnsi(input.issuer.name) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = winAnsi;
  const m = (n: number) => t(formatMoney(n, input.currency));
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(t(`${input.title} ${input.reference}`));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(t([input.issuer.name, ...input.issuer.lines].join('\n')));
  doc.moveDown().fillColor('#000').fontSize(10);
  const b = input.billedTo;
  const top = doc.y;
  doc.font('Helvetica-Bold').text('Billed to', 50, top);
  doc
    .font('Helvetica')
    .text(
      t(
        [
          b.companyName,
          b.addressLine1,
          b.addressLine2,
          [b.postalCode, b.city].filter(Boolean).join(' '),
          b.country,
          b.taxId ? `VAT / tax id: ${b.taxId}` : null,
          b.email,
          `Project: ${b.projectName}`,
        ]
          .filter(Boolean)
          .join('\n'),
      ),
      50,
      undefined,
      { width: 250 },
    );
  const leftEnd = doc.y;
  doc.y = top;
  for (const [label, value] of input.meta) {
    const y = doc.y;
    doc.font('Helvetica-Bold').text(t(label), 320, y, { width: 100 });
    doc.font('Helvetica').text(t(value), 420, y, { width: 125, align: 'right' });
  }
  doc.y = Math.max(leftEnd, doc.y) + 20;
  const cols = { date: 50, desc: 120, amount: 350, tax: 420, total: 480 };
  const row = (date: string, desc: string, amount: string, tax: string, total: string, bold = false) => {
    if (doc.y > 760) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    doc.text(t(date), cols.date, y, { width: 65 });
    doc.text(t(desc), cols.desc, y, { width: 225 });
    const end = doc.y;
    doc.text(amount, cols.amount, y, { width: 65, align: 'right' });
    doc.text(tax, cols.tax, y, { width: 55, align: 'right' });
    doc.text(total, cols.total, y, { width: 65, align: 'right' });
    doc.y = Math.max(end, doc.y) + 3;
    doc.x = cols.date;
  };
  row('Date', 'Description', 'Amount', 'Tax', 'Total', true);
  for (const l of input.lines) row(fmtDate(l.date), l.description, m(l.sign * l.amount), m(l.sign * l.tax), m(l.sign * (l.amount + l.tax)));
  if (!input.lines.length) row('', 'No transactions in this period.', '', '', '');
  doc.moveDown();
  for (const [label, amount, bold] of input.totals) {
    if (doc.y > 780) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(t(label), 300, y, { width: 160, align: 'right' });
    doc.text(m(amount), 460, y, { width: 85, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#555').text(t(input.footer), 50);
  doc.end();
  return done;
}

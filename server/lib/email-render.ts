/**
 * Campaign content → responsive email HTML through MJML (a well-kept email framework: tables, Outlook
 * conditionals and the phone breakpoint are its job, not ours). Blocks are plain text with links, escaped here;
 * no user HTML reaches the email. Per recipient only the links change (tracked clicks, pixel, unsubscribe).
 */
import mjml2html from 'mjml';
import type { ContentBlock } from '../../common/mail.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const paragraphs = (s: string) =>
  esc(s)
    .split(/\n{2,}/)
    .map((p) => p.replace(/\n/g, '<br />'))
    .join('<br /><br />');

export interface RenderInput {
  subject: string;
  preheader: string;
  blocks: ContentBlock[];
  fromName: string;
}
export interface RenderLinks {
  click: (url: string) => string;
  unsubscribe: string;
  openPixel: string | null;
}

const PLACEHOLDER = 'https://example.invalid/';
const identity: RenderLinks = { click: (u) => u, unsubscribe: `${PLACEHOLDER}unsubscribe`, openPixel: null };

function blockMjml(b: ContentBlock, links: RenderLinks): string {
  const text = b.text ?? '';
  switch (b.type) {
    case 'heading':
      return `<mj-text font-size="24px" font-weight="700" line-height="1.3">${esc(text)}</mj-text>`;
    case 'text':
      return `<mj-text font-size="16px" line-height="1.5">${paragraphs(text)}</mj-text>`;
    case 'button':
      return b.url
        ? `<mj-button href="${esc(links.click(b.url))}" background-color="#1c7ed6" border-radius="6px" font-size="16px">${esc(text || b.url)}</mj-button>`
        : '';
    case 'image':
      return b.url ? `<mj-image src="${esc(b.url)}" alt="${esc(text)}" fluid-on-mobile="true" />` : '';
    case 'divider':
      return '<mj-divider border-width="1px" border-color="#dee2e6" />';
  }
}

/** The email's HTML and text for one recipient (or the preview, with untracked links). */
export async function renderCampaign(input: RenderInput, links: RenderLinks = identity): Promise<{ html: string; text: string }> {
  const body = input.blocks.map((b) => blockMjml(b, links)).join('\n');
  const pixel = links.openPixel
    ? `<mj-raw><img src="${esc(links.openPixel)}" width="1" height="1" alt="" style="display:block;border:0" /></mj-raw>`
    : '';
  const source = `<mjml>
  <mj-head>
    <mj-title>${esc(input.subject)}</mj-title>
    ${input.preheader ? `<mj-preview>${esc(input.preheader)}</mj-preview>` : ''}
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" color="#212529" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f3f5" width="600px">
    <mj-section background-color="#ffffff" padding="24px 16px">
      <mj-column>
        ${body || '<mj-text> </mj-text>'}
      </mj-column>
    </mj-section>
    <mj-section padding="16px">
      <mj-column>
        <mj-text font-size="12px" color="#868e96" align="center">You receive this email from ${esc(input.fromName || 'us')}. <a href="${esc(links.unsubscribe)}" style="color:#868e96">Unsubscribe</a></mj-text>
        ${pixel}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const out = await mjml2html(source, { validationLevel: 'soft', minify: false });
  const text = [
    ...input.blocks.flatMap((b) =>
      b.type === 'button' && b.url
        ? [`${b.text ?? ''}: ${links.click(b.url)}`]
        : b.type === 'heading' || b.type === 'text'
          ? [b.text ?? '']
          : [],
    ),
    '',
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n\n');
  return { html: out.html, text };
}

/**
 * A small allow-list HTML sanitiser for terms content. Terms are written by platform staff, but the app
 * renders them as HTML, so only a fixed set of formatting tags survive, attributes are dropped except a safe
 * `href` on links, and script-like elements lose their content too. Text outside tags is re-escaped.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'blockquote',
  'hr',
  'span',
  'small',
]);
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
]);
const VOID = new Set(['br', 'hr']);
const SAFE_HREF = /^(https?:|mailto:|\/|#)/i;

const escapeText = (s: string) =>
  s
    .replace(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const tag = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
  let last = 0;
  let dropping: string | null = null;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (!dropping) out.push(escapeText(html.slice(last, m.index)));
    last = tag.lastIndex;
    if (m[0].startsWith('<!--')) continue;
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && m[4] !== '/') dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      if (!VOID.has(name)) out.push(`</${name}>`);
      continue;
    }
    let attrs = '';
    if (name === 'a') {
      const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(m[3] ?? '');
      const value = (href?.[1] ?? href?.[2] ?? href?.[3] ?? '').trim();
      if (value && SAFE_HREF.test(value)) attrs = ` href="${escapeAttr(value)}" target="_blank" rel="noopener noreferrer"`;
    }
    out.push(`<${name}${attrs}>`);
  }
  if (!dropping) out.push(escapeText(html.slice(last)));
  return out.join('');
}

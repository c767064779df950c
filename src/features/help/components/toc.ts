/** The table of contents of a tutorial: its h2/h3 headings (the server gave them ids), and hash scrolling with the 72 px offset. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export function tableOfContents(html: string): TocEntry[] {
  const out: TocEntry[] = [];
  const re = /<(h2|h3) id="([^"]+)">([\s\S]*?)<\/\1>/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const text = m[3]!
      .replace(/<[^>]*>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .trim();
    out.push({ id: m[2]!, text, level: m[1] === 'h2' ? 2 : 3 });
  }
  return out;
}

export const HASH_OFFSET_PX = 72;

/** Scroll smoothly to a heading, 72 px below the top (the header), and put its hash in the address. */
export function scrollToHash(id: string, opts: { smooth?: boolean; push?: boolean } = {}) {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const top = el.getBoundingClientRect().top + window.scrollY - HASH_OFFSET_PX;
  window.scrollTo({ top, behavior: opts.smooth === false || reduce ? 'auto' : 'smooth' });
  if (opts.push !== false && window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}

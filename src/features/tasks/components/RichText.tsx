/**
 * Renders stored rich text (sanitised HTML from the server) as React elements, never as raw HTML: the markup is
 * parsed (inert, DOMParser) and only allow-listed tags are rebuilt; links keep http(s)/mailto hrefs only.
 */
import { Box } from '@mantine/core';
import { createElement, type ReactNode } from 'react';

const TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'h3', 'h4']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = Array.from(el.childNodes).map(toReact);
  if (!TAGS.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    return SAFE_HREF.test(href)
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children)
      : createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

export function RichText({ html, fz = 'sm' }: { html: string; fz?: 'xs' | 'sm' | 'md' }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <Box fz={fz}>{Array.from(body.childNodes).map(toReact)}</Box>;
}

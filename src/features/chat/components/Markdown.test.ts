import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown, plainText } from './Markdown.tsx';

const names = new Map([['usr_01abcdefghjkmnpqrstv', 'Max Member']]);
const html = (text: string) => renderToStaticMarkup(createElement(MantineProvider, null, createElement(Markdown, { text, names })));

describe('chat Markdown', () => {
  it('draws the subset: bold, italic, code, code blocks, links, mentions, line breaks', () => {
    const out = html('**bold** *it* _also_ `x<y` [site](https://example.com/a) <@usr_01abcdefghjkmnpqrstv>\nnext\n```\nblock\n```');
    expect(out).toContain('<strong>bold</strong>');
    expect(out).toContain('<em>it</em>');
    expect(out).toContain('<em>also</em>');
    expect(out).toMatch(/<code[^>]*>x&lt;y<\/code>/);
    expect(out).toMatch(/<a [^>]*href="https:\/\/example.com\/a"[^>]*rel="noopener noreferrer nofollow"[^>]*>site<\/a>/);
    expect(out).toContain('@Max Member');
    expect(out).toContain('<br/>');
    expect(out).toMatch(/<pre[^>]*>block<\/pre>/);
  });

  it('never produces markup from the text, and links only http(s)', () => {
    const out = html('<img src=x onerror=alert(1)> <script>alert(1)</script> [x](javascript:alert(1)) <b>b</b>');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<b>');
    expect(out).not.toContain('href="javascript');
    expect(out).toContain('&lt;script&gt;');
  });

  it('plain text for previews', () => {
    expect(plainText('Hi <@usr_01abcdefghjkmnpqrstv>, see **this** [doc](https://x.y)', names)).toBe('Hi @Max Member, see this doc');
  });
});

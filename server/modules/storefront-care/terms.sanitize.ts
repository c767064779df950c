/** Storefront terms HTML: sanitize-html with an allow-list (no script, style, event handlers; safe links only). */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
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
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

export const sanitizeTerms = (html: string) =>
  sanitizeHtml(html, { ...OPTIONS, allowedAttributes: { a: ['href', 'title', 'rel', 'target'] } }).trim();

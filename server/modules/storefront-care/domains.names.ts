/**
 * Domain names as the user types them → the stored ASCII form: trimmed, lower case, no scheme/path/port, no
 * trailing dot, IDN → punycode (`node:url` domainToASCII: `bücher.de` → `xn--bcher-kva.de`), then checked: at
 * least two labels, each 1–63 letters/digits/hyphens not starting or ending with a hyphen, 253 characters at most,
 * a TLD that is not all digits, never an IP address, `*.` only where wildcards are allowed (client domains).
 */
import { isIP } from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export type NameCheck = { ok: true; domain: string; wildcard: boolean } | { ok: false; message: string };

export function normaliseDomain(input: string, opts: { allowWildcard: boolean }): NameCheck {
  let text = input.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text) || /[/?#@:\s]/.test(text.replace(/\.$/, ''))) {
    return { ok: false, message: 'Enter the domain name only, such as shop.example.com (no https://, path or port).' };
  }
  text = text.replace(/\.$/, '');
  if (isIP(text) || isIP(text.replace(/^\[|\]$/g, ''))) return { ok: false, message: 'Use a domain name, not an IP address.' };
  const wildcard = text.startsWith('*.');
  if (wildcard && !opts.allowWildcard) return { ok: false, message: 'Wildcard domains (*.) are not allowed here.' };
  const base = wildcard ? text.slice(2) : text;
  if (base.includes('*')) return { ok: false, message: 'A * is only allowed as the whole first label (*.example.com).' };
  const ascii = domainToASCII(base);
  if (!ascii) return { ok: false, message: 'This is not a valid domain name.' };
  const labels = ascii.split('.');
  if (labels.length < 2) return { ok: false, message: 'Enter a full domain name with a dot, such as example.com.' };
  if (ascii.length > 253 || !labels.every((l) => LABEL.test(l))) return { ok: false, message: 'This is not a valid domain name.' };
  if (/^\d+$/.test(labels[labels.length - 1]!)) return { ok: false, message: 'Use a domain name, not an IP address.' };
  return { ok: true, domain: wildcard ? `*.${ascii}` : ascii, wildcard };
}

/** The name the TXT record is looked up at (a wildcard is verified on its base name). */
export const verificationName = (domain: string) => `_shopfloor-verify.${domain.replace(/^\*\./, '')}`;

export const unicodeOf = (domain: string) => {
  const wildcard = domain.startsWith('*.');
  const shown = domainToUnicode(wildcard ? domain.slice(2) : domain) || domain;
  return wildcard ? `*.${shown}` : shown;
};

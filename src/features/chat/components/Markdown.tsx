/**
 * The chat's safe Markdown subset, drawn as React elements (never as HTML): ```code blocks```, `code`,
 * **bold**, *italic* / _italic_, [links](https://…), bare https:// links and <@user> mentions. Anything else
 * is plain text, so a message can never inject markup; links open only http(s) addresses.
 */
import { Anchor, Code, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Rule {
  re: RegExp;
  render: (m: RegExpExecArray, key: string, names: ReadonlyMap<string, string>) => ReactNode;
}

const link = (href: string, label: ReactNode, key: string) => (
  <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer nofollow" inherit>
    {label}
  </Anchor>
);

const RULES: Rule[] = [
  { re: /`([^`\n]+)`/, render: (m, k) => <Code key={k}>{m[1]}</Code> },
  { re: /\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/, render: (m, k, n) => link(m[2]!, inline(m[1]!, n, `${k}.`), k) },
  {
    re: /<@([a-z]{2,8}_[0-9a-z]{10,40})>/,
    render: (m, k, n) => (
      <Text key={k} span fw={600} c="blue" data-mention={m[1]}>
        @{n.get(m[1]!) ?? 'someone'}
      </Text>
    ),
  },
  { re: /https?:\/\/[^\s<]*[^\s<.,;:!?)'"]/, render: (m, k) => link(m[0], m[0], k) },
  { re: /\*\*([^*\n]+)\*\*/, render: (m, k, n) => <strong key={k}>{inline(m[1]!, n, `${k}.`)}</strong> },
  {
    re: /(?<![\w*])\*([^*\n]+)\*(?![\w*])|(?<![\w_])_([^_\n]+)_(?![\w_])/,
    render: (m, k, n) => <em key={k}>{inline((m[1] ?? m[2])!, n, `${k}.`)}</em>,
  },
];

function inline(text: string, names: ReadonlyMap<string, string>, prefix = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let i = 0;
  while (rest) {
    let best: { m: RegExpExecArray; rule: Rule } | null = null;
    for (const rule of RULES) {
      const m = rule.re.exec(rest);
      if (m && (!best || m.index < best.m.index)) best = { m, rule };
    }
    if (!best) {
      out.push(rest);
      break;
    }
    if (best.m.index > 0) out.push(rest.slice(0, best.m.index));
    out.push(best.rule.render(best.m, `${prefix}${i++}`, names));
    rest = rest.slice(best.m.index + best.m[0].length);
  }
  return out;
}

function lines(text: string, names: ReadonlyMap<string, string>, prefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let n = 0;
  for (const line of text.split('\n')) {
    if (n) out.push(<br key={`${prefix}br${n}`} />);
    out.push(...inline(line, names, `${prefix}${n}.`));
    n++;
  }
  return out;
}

export function Markdown({ text, names }: { text: string; names: ReadonlyMap<string, string> }) {
  const out: ReactNode[] = [];
  let n = 0;
  for (const part of text.split(/```\n?([\s\S]*?)```/)) {
    const key = `p${n}`;
    out.push(
      n % 2 ? (
        <Code key={key} block my={4}>
          {part.replace(/\n$/, '')}
        </Code>
      ) : (
        <span key={key}>{lines(part, names, `${key}.`)}</span>
      ),
    );
    n++;
  }
  return <>{out}</>;
}

/** The text without markup (previews, notifications): mentions as @Name. */
export function plainText(text: string, names: ReadonlyMap<string, string>) {
  return text
    .replace(/<@([a-z]{2,8}_[0-9a-z]{10,40})>/g, (_, id: string) => `@${names.get(id) ?? 'someone'}`)
    .replace(/```|[*_`]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

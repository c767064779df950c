/**
 * One validation style everywhere (issue 12 item 5): Mantine field errors from @mantine/form and the server,
 * never the browser's native tooltips. Every form element opts out of native validation (`noValidate`), so
 * `required` / `type="email"` on its inputs only describe the field.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function tsx(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? tsx(p) : p.endsWith('.tsx') ? [p] : [];
  });
}

/** Opening tags of <form> elements and of components rendered as a form, up to their closing `>`. */
function formTags(src: string): string[] {
  const out: string[] = [];
  const re = /<form\b|<[A-Z]\w*\b[^>]*?component="form"/g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    let depth = 0;
    let i = m.index;
    for (; i < src.length; i++) {
      const c = src[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    out.push(src.slice(m.index, i + 1));
  }
  return out;
}

describe('forms', () => {
  it('never use the browser’s native validation tooltips', () => {
    const offenders: string[] = [];
    for (const file of tsx(join(root, 'src'))) {
      for (const tag of formTags(readFileSync(file, 'utf8'))) {
        if (tag.includes('component="form"') && tag.includes('formProps')) continue;
        if (!/\bnoValidate\b/.test(tag)) offenders.push(`${relative(root, file)}: ${tag.slice(0, 80)}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

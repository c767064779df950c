import { describe, expect, it } from 'vitest';
import { collectPages, csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('guards text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
  it('writes numbers as numbers (a negative number is not a formula)', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
  });
  it('quotes commas, quotes, line breaks and edge spaces; empty for null', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' pad')).toBe('" pad"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
  it('joins rows with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Email'],
        [
          ['Ann', 'a@x.io'],
          ['=1', null],
        ],
      ),
    ).toBe("Name,Email\r\nAnn,a@x.io\r\n'=1,");
  });
});

describe('walking the pages of a filter', () => {
  const pages: Record<string, { items: number[]; nextPageToken: string | null }> = {
    start: { items: [1, 2], nextPageToken: 'b' },
    b: { items: [3, 4], nextPageToken: 'c' },
    c: { items: [5], nextPageToken: null },
  };
  it('follows next tokens to the end and reports progress', async () => {
    const asked: (string | null)[] = [];
    const progress: number[] = [];
    const rows = await collectPages(
      async (t) => {
        asked.push(t);
        return pages[t ?? 'start']!;
      },
      { onProgress: (n) => progress.push(n) },
    );
    expect(rows).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, 'b', 'c']);
    expect(progress).toEqual([2, 4, 5]);
  });
  it('stops on a repeated token and when aborted', async () => {
    const loop = await collectPages(async () => ({ items: [1], nextPageToken: 'same' }));
    expect(loop).toEqual([1, 1]);
    const ctrl = new AbortController();
    const run = collectPages(
      async (t) => {
        if (t === 'b') ctrl.abort();
        return pages[t ?? 'start']!;
      },
      { signal: ctrl.signal },
    );
    await expect(run).rejects.toThrow();
  });
});

import { useRef, useState } from 'react';
import { collectPages, toCsv } from './csv.ts';
import type { DataColumn, ListParams, ListQueryFn } from './types.ts';

const EXPORT_PAGE_SIZE = 100;

/** Exports every row of the current filter and sort (page after page through the list's query function). */
export function useCsvExport<T>(name: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  async function run(queryFn: ListQueryFn<T>, params: ListParams, columns: DataColumn<T>[]) {
    const ctrl = new AbortController();
    abort.current = ctrl;
    setError(null);
    setProgress(0);
    try {
      const rows = await collectPages((pageToken) => queryFn({ ...params, pageToken, pageSize: EXPORT_PAGE_SIZE }), {
        onProgress: setProgress,
        signal: ctrl.signal,
      });
      const cols = columns.filter((c) => c.csv);
      const csv = toCsv(
        cols.map((c) => c.header),
        rows.map((r) => cols.map((c) => c.csv?.(r))),
      );
      download(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (e) {
      if (!ctrl.signal.aborted) setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
      abort.current = null;
    }
  }
  return { run, progress, error, cancel: () => abort.current?.abort(), dismiss: () => setError(null) };
}

function download(fileName: string, text: string) {
  // A byte-order mark so spreadsheet apps read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

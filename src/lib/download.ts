/** Saves what a call answered (CSV text, a PDF blob) as a file: the request carried the bearer, a plain link can't. */
export function saveFile(fileName: string, data: Blob | string, type = 'text/csv;charset=utf-8') {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `orders` → `orders-2026-11-23.csv` (the server's naming, docs/decisions/commerce.md "Exports"). */
export const datedName = (name: string, ext = 'csv', now = new Date()) => `${name}-${now.toISOString().slice(0, 10)}.${ext}`;

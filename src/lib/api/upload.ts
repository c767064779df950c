/**
 * Sending bytes with progress (fetch has no upload progress): an XMLHttpRequest with the same bearer and CSRF
 * header as the API client. Used by the drive's resumable uploads (docs/decisions/drive.md).
 */
import { bearerFor, CSRF_COOKIE, CSRF_HEADER } from './client.ts';
import { readCookie } from './cookies.ts';
import { AppError } from './errors.ts';

export interface SendBytesOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onProgress?: (loaded: number) => void;
}

/** POSTs `body` to `url`; resolves with the JSON answer, rejects with an AppError (status 0: network, aborted). */
export async function sendBytes<T>(url: string, body: Blob, opts: SendBytesOptions = {}): Promise<T> {
  const bearer = await bearerFor(url);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    if (bearer) xhr.setRequestHeader('Authorization', bearer);
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    for (const [k, v] of Object.entries(opts.headers ?? {})) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => opts.onProgress?.(e.loaded);
    const fail = (code: string, message: string, status = 0, extra: Record<string, unknown> = {}) =>
      reject(Object.assign(new AppError({ code, message, level: 'danger', status }), extra));
    xhr.onerror = () => fail('NETWORK_ERROR', 'The connection dropped during the upload.');
    xhr.onabort = () => fail('CANCELLED', 'The upload was cancelled.');
    xhr.onload = () => {
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as T);
      else
        fail(String(json?.code ?? 'UPLOAD_FAILED'), String(json?.message ?? `Upload failed (${xhr.status}).`), xhr.status, { body: json });
    };
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

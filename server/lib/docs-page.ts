/** The interactive API reference (Swagger UI, served locally: no CDN, CSP-clean). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';

const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const files: Record<string, [string, string]> = {
  'swagger-ui.css': ['text/css; charset=utf-8', 'swagger-ui.css'],
  'swagger-ui-bundle.js': ['text/javascript; charset=utf-8', 'swagger-ui-bundle.js'],
};

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shopfloor API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/docs/swagger-ui-bundle.js"></script><script src="/docs/init.js"></script></body></html>`;
const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true });`;

export function mountDocs(app: Hono<AppEnv>) {
  app.get('/docs', (c) => c.html(HTML));
  app.get('/docs/init.js', (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  for (const [name, [type, file]] of Object.entries(files)) {
    let body: Buffer | null = null;
    app.get(`/docs/${name}`, (c) => {
      body ??= readFileSync(join(dir, file));
      return c.body(new Uint8Array(body), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
    });
  }
}

import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.ts';

const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'));
const buildId = process.env.BUILD_ID ?? new Date().toISOString();
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get their own chunk: a page's data request starts while its component chunk downloads, and
      // the queries a loader imports stay out of the first-load bundle.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'push.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.png', 'icons/apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2}'],
        rollupFormat: 'es',
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: Object.fromEntries(['/v1', '/v2', '/omnis', '/openapi.json', '/healthz', '/docs'].map((p) => [p, { target: apiTarget }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Everything the entry needs before the first paint goes into one chunk (one request, one gzip
    // dictionary) instead of ~80 shared fragments; lazy routes and features still split on their own.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});

/**
 * Builds the bare app with the real app's Vite settings (define, build options, PostCSS, the same PWA
 * injectManifest strategy and the same precompression) into a temporary directory the real server then
 * serves with `DIST_DIR`. Only the entry, the routes and the worker differ.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from '../../../scripts/precompress.ts';
import realConfig from '../../../vite.config.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(here, '../../..');

export async function buildFloorApp(outDir = mkdtempSync(join(tmpdir(), 'shopfloor-floor-'))): Promise<string> {
  const base = realConfig as UserConfig;
  await build({
    configFile: false,
    root: here,
    publicDir: false,
    logLevel: 'warn',
    define: base.define,
    css: { postcss: repo },
    build: { ...base.build, outDir, emptyOutDir: true },
    plugins: [
      react(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'push.ts',
        injectRegister: false,
        manifest: false,
        injectManifest: { globPatterns: ['**/*.{js,css,html,woff2}'], rollupFormat: 'es' },
        devOptions: { enabled: false },
      }),
      precompress(outDir),
    ],
  });
  return outDir;
}

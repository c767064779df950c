import { createHash } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/** A port per checkout (so parallel worktrees don't collide), overridable with E2E_PORT. */
const port = Number(
  process.env.E2E_PORT ?? 9000 + (Number.parseInt(createHash('sha1').update(process.cwd()).digest('hex').slice(0, 6), 16) % 900),
);
export const baseURL = `http://127.0.0.1:${port}`;
/** The demo data seeded once per run (scripts/e2e-server.sh); servers start from copies of it. */
export const e2eTemplateDir = `.tmp/e2e-template-${port}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // One output directory per server port: shards running at once (scripts/test-e2e.sh) must not wipe each other's.
  outputDir: `test-results/e2e-${port}`,
  // Generous: two shards share two cores, and a slow machine should not fail a correct test.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // A flake is a failure: no retries anywhere, so a test that passes only sometimes is seen and fixed.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
  webServer: {
    // Every run starts from a fresh database (the demo seed, made once per run as a template and copied), not from
    // an earlier run's leftovers.
    command: 'bash scripts/e2e-server.sh',
    url: `${baseURL}/healthz`,
    // Two shards start (and seed) their servers at once on two cores.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-${port}`,
      E2E_TEMPLATE_DIR: e2eTemplateDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The demo's order history at a size that starts in seconds (the default 100,000 is for people trying it).
      DEMO_ORDERS: process.env.E2E_DEMO_ORDERS ?? '3000',
      PUBLIC_URL: baseURL,
    },
  },
});

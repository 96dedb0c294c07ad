import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The real product: the built backend serving the built frontend, on its own port and its own
// throwaway data folder (embedded SQLite log, memory read models, outbox mail).
const port = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'centre-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// With REDIS_URL set (as in CI) the read models of this run's log get a namespace of their own.
const readModelNamespace = (process.env.E2E_READ_MODEL_NAMESPACE ??= `e2e-${path.basename(dataDir)}`);

// Debian's Chromium where it exists (`npx playwright install` cannot download here);
// Playwright's own browser elsewhere. A missing browser fails the run: nothing skips.
const systemChromium = '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const E2E_ADMIN = { email: 'admin@centre.test', password: 'correct-horse-battery-staple' };

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: repoRoot,
    url: `${baseURL}/health/live`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      READ_MODEL_NAMESPACE: readModelNamespace,
      PUBLIC_BASE_URL: baseURL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      REVIEW_LINK_SECRET: 'e2e-review-link-secret',
      // Two reviews make the quorum of the application journey (application-review.spec.ts).
      APPLICATION_QUORUM: '2',
      // Every staff member of every journey signs in from 127.0.0.1, two journeys at a time:
      // more than the default 10 sign-ins a minute from one address (a full run met it once).
      // The limit itself is tested in backend/src/auth/rate-limits.int.spec.ts and auth.int.spec.ts.
      LOGIN_ATTEMPTS_PER_MINUTE: '120',
      NODE_ENV: 'test',
    },
  },
});

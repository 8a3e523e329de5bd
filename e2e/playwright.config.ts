import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/** The system Chromium (never a downloaded browser: see the README, "Browser journeys"). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 3100);
// Set once by the runner and inherited by its workers (which load this file again under another pid):
// journeys read the server's files there, such as the site administrator's credentials.
process.env.E2E_DATA_DIR ??= join(fileURLToPath(new URL('..', import.meta.url)), '.tmp', `e2e-data-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;

if (!existsSync(CHROMIUM)) {
  // Journeys are required: without Chromium the run fails instead of skipping them.
  throw new Error(`Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium".`);
}

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './journeys',
  timeout: 90_000,
  // Set by CI below its tier's limit: stopped in time, the run still writes its report (which journeys passed).
  globalTimeout: Number(process.env.E2E_GLOBAL_TIMEOUT_SECONDS ?? 0) * 1000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Journeys spend most of their time waiting on the page (measured: a third of two cores busy with two workers):
  // three share the two cores without starving the server. `E2E_WORKERS` changes it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.tmp/e2e-results.json' }]],
  outputDir: '../.tmp/e2e-output',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      testIgnore: /phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions },
      testMatch: /phone\.spec\.ts/,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The address the browser uses: links the server writes (a reset e-mail's) stay inside the app.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Every journey signs up and in from 127.0.0.1, and many sign in as the one site administrator: limits that a
      // whole run stays under (the API tier tests the real ones).
      RATE_LIMITS:
        'sign_up_ip=500/3600,sign_in_ip=500/60,sign_in_account=500/600,reset_password_ip=200/3600,search_ip=5000/60',
    },
  },
});

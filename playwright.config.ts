import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);

/** Journeys across modules in Debian's Chromium against the real server on a fresh demo company. */
export default defineConfig({
  testDir: './e2e',
  // Ceilings that only bound a hang on a busy machine; journeys wait for elements, not for time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI only, reported as "flaky" in the output (docs/decisions/006-e2e-retry-in-ci.md).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: PORT === 3199 ? '.tmp/test-results' : `.tmp/test-results-${PORT}`,
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

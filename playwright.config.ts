import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3199);
/**
 * Journeys run on two servers at once, each with its own fresh demo company (its own PGlite
 * data or PostgreSQL database), one journey at a time on each: journeys never share a
 * database with a concurrent one. `E2E_SERVERS=1` runs everything on one server (a single
 * spec, say).
 */
const SERVERS = process.env.E2E_SERVERS === '1' ? 1 : 2;
const ports = SERVERS === 1 ? [PORT] : [PORT, PORT + 1000];
/** The first server's journeys (about half of the suite's time); the second takes every other spec. */
const FIRST_SERVER_SPECS = [
  'accessibility.spec.ts',
  'collaboration.spec.ts',
  'applications.spec.ts',
  'screens.spec.ts',
  'news.spec.ts',
  'sign-in.spec.ts',
  'home.spec.ts',
  'mobile.spec.ts',
  'language.spec.ts',
];
const firstServerSpecs = FIRST_SERVER_SPECS.map((file) => `**/${file}`);
const projects =
  SERVERS === 1
    ? [{ name: 'journeys', use: { baseURL: `http://localhost:${PORT}` } }]
    : [
        { name: `journeys-${ports[0]}`, testMatch: firstServerSpecs, workers: 1, use: { baseURL: `http://localhost:${ports[0]}` } },
        { name: `journeys-${ports[1]}`, testIgnore: firstServerSpecs, workers: 1, use: { baseURL: `http://localhost:${ports[1]}` } },
      ];

/** Journeys across modules in Debian's Chromium against the real server on a fresh demo company. */
export default defineConfig({
  testDir: './e2e',
  // Ceilings that only bound a hang on a busy machine; journeys wait for elements, not for time.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: SERVERS,
  projects,
  // One retry in CI only, reported as "flaky" in the output (docs/decisions/006-e2e-retry-in-ci.md).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: PORT === 3199 ? '.tmp/test-results' : `.tmp/test-results-${PORT}`,
  use: {
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
  webServer: ports.map((port) => ({
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

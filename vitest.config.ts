import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on the 2-core CI machine that is a
    // single worker while the main process idles. Files wait mostly on PGlite's CPU, the spawned
    // servers and the database, so every core runs a worker (issue 18: the suite's time).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Ceilings that only bound a hang (a busy 2-core machine runs these several times
          // slower than a quiet one); tests wait for conditions, never for time to pass.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          pool: 'forks',
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      ...webProjects,
    ],
  },
});

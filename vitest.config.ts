import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

export default defineConfig({
  test: {
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

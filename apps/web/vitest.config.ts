import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Web component and unit tests: `npx vitest run --config apps/web/vitest.config.ts`. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Ceilings that only bound a hang: tests wait for conditions (findBy…, waitFor), never for time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

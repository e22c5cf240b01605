import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;
const include = ['src/**/*.test.{ts,tsx}'];
/**
 * A file that mocks a module (`vi.mock`, `vi.doMock`), or that says `// @isolate` on a line of
 * its own because it checks a first load (a lazy chunk), needs a fresh module graph of its own.
 */
const needsOwnGraph = /\bvi\.(mock|doMock)\(|^\/\/ @isolate\b/m;

/** Test files (relative to `root`) that need their own module graph, read when the config loads, so a new file lands in the right project. */
function filesNeedingOwnGraph(): string[] {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split('\\').join('/')}`);
  return files.filter((file) => needsOwnGraph.test(readFileSync(join(root, file), 'utf8')));
}

function project(name: string, test: TestProjectInlineConfiguration['test']): TestProjectInlineConfiguration {
  return {
    root,
    plugins: [react()],
    test: {
      name,
      environment: 'happy-dom',
      setupFiles: ['./src/test-setup.ts'],
      // Ceilings that only bound a hang: tests wait for conditions (findBy…, waitFor), never for time.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      ...test,
    },
  };
}

const isolated = filesNeedingOwnGraph();

/**
 * Web component and unit tests, in two projects built from the same settings:
 * - `web`: most files, sharing one module graph per worker (`isolate: false`), so antd, React
 *   and the app are evaluated once instead of once per file; `src/test-setup.ts` resets what a
 *   file may leave behind.
 * - `web-isolated`: the files that mock modules (`vi.mock` only applies to a fresh graph) or
 *   say `// @isolate`.
 * `npx vitest run --project 'web*' <path>` runs a file whichever project it is in.
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  project('web', { include, exclude: [...configDefaults.exclude, ...isolated], isolate: false }),
  ...(isolated.length > 0 ? [project('web-isolated', { include: isolated })] : []),
];

/** `npx vitest run --config apps/web/vitest.config.ts` runs both web projects alone. */
export default defineConfig({ test: { projects: webProjects } });

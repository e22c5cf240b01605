/**
 * `npm run test:stress`: the server and web unit suites while two CPU-burning processes
 * occupy the cores, as on a busy CI machine. A test that passes here waits for conditions,
 * not for time. The burners stop when the suites end, and by themselves after
 * STRESS_MINUTES (default 45) in any case. Extra arguments go to Vitest
 * (`npm run test:stress -- apps/server/test/jobs.test.ts`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const minutes = Number(process.env.STRESS_MINUTES ?? 45);
const burnerCount = Number(process.env.STRESS_BURNERS ?? 2);

// Each burner spins until its own deadline, so none outlives a killed run by more than that.
const burn = `const end = Date.now() + ${minutes * 60_000}; let x = 0; while (Date.now() < end) x = (x * 31 + 7) % 1000003;`;
const burners: ChildProcess[] = Array.from({ length: burnerCount }, () => spawn(process.execPath, ['-e', burn], { stdio: 'ignore' }));
const stopBurners = () => {
  for (const burner of burners) if (burner.exitCode === null) burner.kill('SIGKILL');
};
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

process.stdout.write(
  `test:stress: ${burners.length} CPU burners on ${os.availableParallelism()} cores (at most ${minutes} min), then the server and web suites\n`,
);
const started = Date.now();
const vitest = spawn(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', '--project', 'server', '--project', 'web', '--project', 'web-isolated', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: process.env },
);
const code: number = await new Promise((resolve) => vitest.once('exit', (exitCode) => resolve(exitCode ?? 1)));
stopBurners();
process.stdout.write(
  `test:stress: suites ${code === 0 ? 'passed' : 'FAILED'} under load in ${Math.round((Date.now() - started) / 1000)} s\n`,
);
process.exit(code);

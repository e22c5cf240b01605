import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite serves one process: a second process opening the same data directory would corrupt
 * it (PGlite's own postmaster.pid holds no real pid). `DATA_DIR/db.lock` names the process
 * that has the embedded database open; the server, the seed, backup and restore all take it.
 * A lock left by a killed process (its pid no longer alive, or our own pid reused after a
 * container restart) is taken over.
 */
export class DataDirLocked extends Error {
  readonly pid: number;
  constructor(lockFile: string, pid: number) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${pid} (the server, a seed or a restore). ` +
        `Stop that process first (PGlite serves one process at a time). If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLocked';
    this.pid = pid;
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding `dataDir`'s lock, or null when it is free (or held by a dead process). */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8').trim());
    return alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock of `dataDir` (throws DataDirLocked when a live process holds it); answers the release. */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'db.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataDirLocked(file, holder);
      if (attempt > 0) throw error;
      fs.rmSync(file, { force: true });
    }
  }
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

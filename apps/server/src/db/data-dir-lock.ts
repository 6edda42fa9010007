import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Lock files this process holds, so a second open inside the same process is refused too. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function lockedError(dir: string, pid: number): DataDirLockedError {
  return new DataDirLockedError(
    `Data directory ${dir} is in use by process ${pid}. The embedded database allows one server process; ` +
      'stop the other process, or set DATABASE_URL to run several processes on PostgreSQL.',
  );
}

/**
 * PGlite has no cross-process lock, so two processes on one data dir would corrupt it.
 * We hold `server.lock` (our pid) for the life of the process; a stale lock of a dead pid is taken over.
 * A lock naming our own pid is stale too unless this process holds it: in a container the server is
 * pid 1 on every start, so the lock left by a crashed run names us.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, 'server.lock');
  if (heldByThisProcess.has(file)) throw lockedError(dir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(file);
        fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && pid !== process.pid) {
        throw lockedError(dir, pid);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock data directory ${dir}`);
}

import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../shared/startupError';

const LOCK_FILE = 'lingua.pid';

/** Whether a process with this id is running (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database's folder for this process: two processes writing one PGlite
 * folder (a server and `pnpm seed:demo`) corrupt it. The lock file holds the owner's pid; a
 * file left by a process that is gone (a crash, a kill -9) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new StartupError(
          `Another Lingua process (pid ${owner}) is using the embedded database in ${dataDir}. ` +
            'Stop it first, or give this process its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir} (${path} keeps coming back)`);
}

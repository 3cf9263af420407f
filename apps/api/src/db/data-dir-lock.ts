import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: a second process on the same directory loses its writes
 * silently (docs/decisions.md, "DATA_DIR lock"). Whoever opens DATA_DIR takes this lock first; a lock left by a dead
 * process is taken over.
 */
export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, purpose, since: new Date().toISOString() }));
      closeSync(fd);
      // Released only while it is still ours.
      return () => {
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && isAlive(holder.pid)) {
        throw new DataDirLockedError(
          `Thư mục dữ liệu ${dataDir} đang được tiến trình ${holder.pid} (${holder.purpose}) sử dụng. ` +
            'Hãy dừng tiến trình đó trước, hoặc dùng DATA_DIR khác.',
        );
      }
      // Stale: its process is gone. Renaming it away is atomic, so of two starters taking over the
      // same stale lock only one succeeds; the other finds the fresh lock on its next try.
      try {
        renameSync(file, `${file}.stale-${process.pid}`);
        rmSync(`${file}.stale-${process.pid}`, { force: true });
      } catch (renameErr) {
        if ((renameErr as NodeJS.ErrnoException).code !== 'ENOENT') throw renameErr;
      }
    }
  }
  throw new DataDirLockedError(`Không lấy được khóa thư mục dữ liệu ${dataDir}`);
}

function readHolder(file: string): { pid: number; purpose: string } | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { pid: number; purpose: string };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // On Linux a recycled pid (common in containers) belongs to some other program: only a Node.js
  // process can be a holder.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: a second process on the same directory loses its writes
 * silently (TOOLCHAIN.md). Whoever opens DATA_DIR takes this lock first; a lock left by a dead
 * process is taken over.
 */
export class DataDirLockedError extends Error {}

export function lockDataDir(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
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
      rmSync(file, { force: true }); // stale: its process is gone
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
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

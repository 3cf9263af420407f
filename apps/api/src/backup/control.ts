import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Database } from '../db/client.js';
import { writeBackup } from './backup.js';

/**
 * How `npm run backup` reaches a server that holds a PGlite DATA_DIR (no second process may open
 * it, src/db/data-dir-lock.ts): a Unix socket in DATA_DIR, readable by its owner only (whoever can
 * read DATA_DIR can read the database anyway). One request a connection, one JSON line each way:
 * `{"command":"backup","file":"/abs/path"}` → `{"ok":true,"file","bytes"}` or `{"ok":false,"error"}`.
 * The server writes the file itself, in one transaction that holds PGlite's only connection: its
 * requests wait for the dump, then go on.
 */
export const controlSocket = (dataDir: string) => path.join(dataDir, 'control.sock');

export async function serveControl(
  database: Database,
  dataDir: string,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): Promise<() => Promise<void>> {
  const socket = controlSocket(dataDir);
  // The DATA_DIR lock is ours: a socket file left here is a dead server's.
  rmSync(socket, { force: true });
  let running: Promise<unknown> = Promise.resolve();
  const server = net.createServer((conn) => {
    conn.on('error', () => undefined);
    const lines = createInterface({ input: conn });
    lines.once('line', (line) => {
      lines.close();
      let request: { command?: string; file?: string };
      try {
        request = JSON.parse(line) as typeof request;
      } catch {
        request = {};
      }
      if (
        request.command !== 'backup' ||
        typeof request.file !== 'string' ||
        !path.isAbsolute(request.file)
      ) {
        conn.end(`${JSON.stringify({ ok: false, error: 'Yêu cầu không hợp lệ' })}\n`);
        return;
      }
      const file = request.file;
      // One backup at a time.
      running = running.then(async () => {
        try {
          const result = await writeBackup(database, dataDir, file);
          log.info({ file, bytes: result.bytes }, 'backup written');
          conn.end(`${JSON.stringify({ ok: true, file, bytes: result.bytes })}\n`);
        } catch (err) {
          log.error({ err: (err as Error).message, file }, 'backup failed');
          conn.end(`${JSON.stringify({ ok: false, error: (err as Error).message })}\n`);
        }
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await running;
    rmSync(socket, { force: true });
  };
}

/**
 * Asks the server running on `dataDir` to write a backup to `file`. Null when no server listens
 * there (the caller then opens DATA_DIR itself, under its lock).
 */
export async function backupThroughServer(
  dataDir: string,
  file: string,
): Promise<{ file: string; bytes: number } | null> {
  const conn = net.connect(controlSocket(dataDir));
  try {
    await new Promise<void>((resolve, reject) => {
      conn.once('connect', resolve);
      conn.once('error', reject);
    });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw err;
  }
  conn.write(`${JSON.stringify({ command: 'backup', file })}\n`);
  const lines = createInterface({ input: conn });
  for await (const line of lines) {
    const answer = JSON.parse(line) as { ok: boolean; file: string; bytes: number; error?: string };
    if (!answer.ok) throw new Error(`Máy chủ không sao lưu được: ${answer.error}`);
    return { file: answer.file, bytes: answer.bytes };
  }
  throw new Error('Máy chủ đóng kết nối trước khi sao lưu xong.');
}

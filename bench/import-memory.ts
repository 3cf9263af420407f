import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPREADSHEET_MIME, USER_IMPORT_COLUMNS } from '@congdoan/shared';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { EDGE_OF_LIMITS, longTextWorkbook } from '../apps/api/src/test/workbooks.js';

/**
 * The memory an import costs the server: a workbook inside every limit of an upload but at their
 * edge (8,000 rows × 8 cells of long text, 2.7 MB that inflates to 46 MB) is sent `at` times at
 * once through HTTP to a server running in a process of its own, and that process's peak resident
 * size is printed beside its size idle, for each route: with Node's default heap limit (some
 * gigabytes, under which the collector lets the heap grow to several times what is live before it
 * runs) and with `--max-old-space-size=512`, under which it runs sooner.
 */

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'import-memory-server.ts');
const USERS_SHEET = 'Người dùng';

interface ServerMessage {
  port?: number;
  password?: string;
  idle?: number;
  peak?: number;
  after?: number;
}

const next = (child: ChildProcess) =>
  new Promise<ServerMessage>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`import-memory server exited (${code})`));
    child.once('exit', onExit);
    child.once('message', (message: ServerMessage) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });

/** What the file inflates to, from its central directory. */
async function inflatedBytes(file: Buffer): Promise<number> {
  const zip = await yauzl.fromBufferPromise(file, { lazyEntries: true });
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return total;
}

/** One valid row, to load the import's code before the server is measured idle. */
async function warmUpFile(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(USERS_SHEET);
  ws.getRow(2).values = USER_IMPORT_COLUMNS.map((c) => c.header);
  ws.getRow(3).values = ['Nguyễn Văn An', 'an.nv', 'Matkhau@123', '', '', '', 'Đoàn viên công đoàn'];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(base: string, route: string, token: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: SPREADSHEET_MIME }), 'nguoi_dung.xlsx');
  const res = await fetch(`${base}/api/v1${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await res.arrayBuffer();
  return res.status;
}

/** The heap limit measured beside Node's default (--max-old-space-size, MB). */
export const HEAP_LIMIT_MB = 512;

export interface ImportMemory {
  route: string;
  /** The server's --max-old-space-size, or undefined for Node's default. */
  heapLimitMB: number | undefined;
  idleMB: number;
  peakMB: number;
  afterMB: number;
  seconds: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
}

async function measure(
  route: string,
  file: Buffer,
  warmUp: Buffer,
  at: number,
  postgresUrl: string | undefined,
  heapLimitMB: number | undefined,
): Promise<ImportMemory> {
  const child = fork(SERVER, postgresUrl ? [postgresUrl] : [], {
    execArgv: [
      '--conditions=source',
      '--import',
      'tsx',
      ...(heapLimitMB ? [`--max-old-space-size=${heapLimitMB}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const { port, password } = await next(child);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    await upload(base, route, token, warmUp);
    child.send('idle');
    const { idle } = await next(child);
    const started = performance.now();
    const statuses: Record<number, number> = {};
    for (const status of await Promise.all(
      Array.from({ length: at }, () => upload(base, route, token, file)),
    )) {
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const seconds = (performance.now() - started) / 1000;
    child.send('report');
    const { peak, after } = await next(child);
    child.send('exit');
    await exited;
    return { route, heapLimitMB, idleMB: idle!, peakMB: peak!, afterMB: after!, seconds, statuses };
  } finally {
    child.kill();
  }
}

export async function benchImportMemory(postgresUrl?: string, at = 4) {
  const file = await longTextWorkbook({
    sheet: USERS_SHEET,
    headers: USER_IMPORT_COLUMNS.map((c) => c.header),
    ...EDGE_OF_LIMITS,
  });
  const warmUp = await warmUpFile();
  const results: ImportMemory[] = [];
  for (const route of ['/user/import', '/user/import-errors']) {
    for (const limit of [undefined, HEAP_LIMIT_MB]) {
      results.push(await measure(route, file, warmUp, at, postgresUrl, limit));
    }
  }
  return {
    at,
    fileMB: file.length / 1024 / 1024,
    inflatedMB: (await inflatedBytes(file)) / 1024 / 1024,
    results,
  };
}

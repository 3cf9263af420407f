import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * The backup file (src/backup/README.md): gzip'd lines, one engine-neutral format for PGlite
 * and PostgreSQL. A line starting with `#` is a control record (JSON after the `#`); any other
 * line is one row of the table last opened, as PostgreSQL's `row_to_json` wrote it.
 *
 *   #{"kind":"header", format, version, createdAt, engine, migration, tables}
 *   #{"kind":"table", name, columns}   rows…   #{"kind":"tableEnd", name, count, checksum}
 *   #{"kind":"file", path, data (base64)}     a file of DATA_DIR outside the database (secrets.json)
 *   #{"kind":"manifest", migration, tables: {name: {count, checksum}}, files}   always last
 *
 * Node's own zlib is enough (no tar/zip library): gzip's CRC refuses a damaged or cut file, and
 * the manifest's counts and checksums refuse one whose lines were changed.
 */
export const FORMAT = 'congdoan-backup';
export const FORMAT_VERSION = 1;

export interface Migration {
  /** drizzle's hash of the last applied migration, its `created_at` (the journal's `when`) and tag. */
  hash: string;
  createdAt: number;
  tag: string | null;
}

export interface TableSummary {
  count: number;
  checksum: string;
}

export interface Header {
  kind: 'header';
  format: string;
  version: number;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  migration: Migration;
  tables: string[];
}

export interface Manifest {
  kind: 'manifest';
  migration: Migration;
  tables: Record<string, TableSummary>;
  files: string[];
}

/** A checksum of a table's rows that does not depend on their order: the sum of each row's hash, mod 2^48. */
export class RowChecksum {
  private sum = 0;
  count = 0;
  add(line: string) {
    const h = createHash('sha1').update(line).digest();
    this.sum = (this.sum + h.readUIntBE(0, 6)) % 2 ** 48;
    this.count++;
  }
  get value() {
    return this.sum.toString(16).padStart(12, '0');
  }
}

export class BackupFileError extends Error {}

/** Writes the file's lines through gzip, waiting on the disk when it is slower than the database. */
export class BackupWriter {
  private gzip = createGzip({ level: 6 });
  private out: ReturnType<typeof createWriteStream>;
  private done: Promise<unknown>;
  constructor(file: string) {
    this.out = createWriteStream(file, { mode: 0o600 });
    this.gzip.pipe(this.out);
    this.done = once(this.out, 'close');
    this.out.on('error', () => undefined);
  }
  async line(text: string) {
    if (!this.gzip.write(`${text}\n`)) await once(this.gzip, 'drain');
  }
  control(record: object) {
    return this.line(`#${JSON.stringify(record)}`);
  }
  async finish() {
    this.gzip.end();
    await this.done;
  }
  destroy() {
    this.gzip.destroy();
    this.out.destroy();
  }
}

export type Record_ =
  | Header
  | Manifest
  | { kind: 'table'; name: string; columns: string[] }
  | { kind: 'tableEnd'; name: string; count: number; checksum: string }
  | { kind: 'file'; path: string; data: string };

export interface ReadHandlers {
  header?(header: Header): Promise<void> | void;
  table?(name: string, columns: string[]): Promise<void> | void;
  /** The rows of the table last opened, a few thousand at a time. */
  rows?(name: string, lines: string[]): Promise<void> | void;
  file?(path: string, data: Buffer): Promise<void> | void;
}

export interface ReadResult {
  header: Header;
  manifest: Manifest;
}

const BATCH_ROWS = 2000;
const BATCH_CHARS = 8 * 1024 * 1024;

/**
 * Reads a backup file from its first line to its manifest, recounting and re-hashing every table
 * and checking both against the file's own records: a file that fails is refused (BackupFileError,
 * in Vietnamese) before the handlers see anything past the damage.
 */
export async function readBackup(file: string, handlers: ReadHandlers = {}): Promise<ReadResult> {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  let streamError: Error | undefined;
  input.on('error', (err) => {
    streamError = err;
    gunzip.destroy(err);
  });
  input.pipe(gunzip);
  const lines = createInterface({ input: gunzip, crlfDelay: Number.POSITIVE_INFINITY });
  const bad = (why: string) =>
    new BackupFileError(`Tệp sao lưu ${file} không hợp lệ hoặc đã bị hỏng: ${why}`);

  let header: Header | undefined;
  let manifest: Manifest | undefined;
  let current: { name: string; sum: RowChecksum } | undefined;
  const ended: Record<string, TableSummary> = {};
  const files: string[] = [];
  let batch: string[] = [];
  let batchChars = 0;
  const flush = async () => {
    if (current && batch.length) await handlers.rows?.(current.name, batch);
    batch = [];
    batchChars = 0;
  };

  try {
    for await (const line of lines) {
      if (manifest) throw bad('có dữ liệu sau phần tổng kết');
      if (!header && !line.startsWith('#{"kind":"header"')) throw bad('không phải tệp sao lưu của hệ thống');
      if (!line.startsWith('#')) {
        if (!current) throw bad('có dòng dữ liệu ngoài bảng');
        current.sum.add(line);
        batch.push(line);
        batchChars += line.length;
        if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
        continue;
      }
      let record: Record_;
      try {
        record = JSON.parse(line.slice(1)) as Record_;
      } catch {
        throw bad('một dòng điều khiển không đọc được');
      }
      if (!header) {
        if (record.kind !== 'header' || record.format !== FORMAT)
          throw bad('không phải tệp sao lưu của hệ thống');
        if (record.version > FORMAT_VERSION)
          throw bad(`phiên bản định dạng ${record.version} mới hơn phiên bản này`);
        header = record;
        await handlers.header?.(record);
        continue;
      }
      switch (record.kind) {
        case 'table':
          if (current) throw bad(`bảng ${current.name} chưa kết thúc`);
          current = { name: record.name, sum: new RowChecksum() };
          await handlers.table?.(record.name, record.columns);
          break;
        case 'tableEnd':
          if (!current || current.name !== record.name) throw bad(`kết thúc bảng ${record.name} không khớp`);
          await flush();
          if (current.sum.count !== record.count || current.sum.value !== record.checksum)
            throw bad(`bảng ${record.name}: số dòng hoặc mã kiểm tra không khớp`);
          ended[record.name] = { count: record.count, checksum: record.checksum };
          current = undefined;
          break;
        case 'file':
          files.push(record.path);
          await handlers.file?.(record.path, Buffer.from(record.data, 'base64'));
          break;
        case 'manifest':
          if (current) throw bad(`bảng ${current.name} chưa kết thúc`);
          manifest = record;
          break;
        default:
          throw bad('một dòng điều khiển không rõ loại');
      }
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    if (streamError && (streamError as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupFileError(`Không tìm thấy tệp sao lưu ${file}`);
    throw bad((err as Error).message);
  } finally {
    input.destroy();
  }
  if (streamError) throw bad(streamError.message);
  if (!header) throw bad('tệp trống');
  if (!manifest) throw bad('thiếu phần tổng kết (tệp bị cắt ngang?)');
  for (const name of header.tables) {
    const expected = manifest.tables[name];
    const seen = ended[name];
    if (!expected || !seen || expected.count !== seen.count || expected.checksum !== seen.checksum)
      throw bad(`bảng ${name} không khớp với phần tổng kết`);
  }
  if (Object.keys(manifest.tables).length !== header.tables.length) throw bad('danh sách bảng không khớp');
  if (manifest.migration.hash !== header.migration.hash) throw bad('phiên bản cấu trúc không khớp');
  return { header, manifest };
}

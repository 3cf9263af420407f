/**
 * The deployed system's name and path of an attachment (docs/compatibility.md): it kept files on
 * disk under `uploads/su-kien/{YYYY}/{MM}/{name}_{Date.now()}{ext}` and answered that path, which
 * its clients download as `/api/v1{path}`. Ours live in the database; the same shape of path is
 * derived from the row (the name without accents, `_{id}`, the extension; the month of its upload
 * in Vietnam), so it names one row and is only ever read back into an id, never a file on disk.
 */

/** The deployed server ran in Vietnam (UTC+7, no daylight saving): the folder is that month. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const SLUG_MAX = 80;

export interface StoredFile {
  id: number;
  originalName: string;
  createdAt: Date;
}

const slugOf = (base: string) =>
  base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX) || 'tep';

/** 'Kế hoạch (đợt 1).pdf' with id 12 → 'Ke-hoach-dot-1_12.pdf'. */
export function deployedFileName(file: Pick<StoredFile, 'id' | 'originalName'>): string {
  const dot = file.originalName.lastIndexOf('.');
  const base = dot > 0 ? file.originalName.slice(0, dot) : file.originalName;
  const ext = dot > 0 ? file.originalName.slice(dot + 1).replace(/[^A-Za-z0-9]/g, '') : '';
  return `${slugOf(base)}_${file.id}${ext ? `.${ext}` : ''}`;
}

/** '/uploads/su-kien/2026/12/Ke-hoach-dot-1_12.pdf'. */
export function deployedFilePath(file: StoredFile): string {
  const local = new Date(file.createdAt.getTime() + VIETNAM_OFFSET_MS);
  const month = String(local.getUTCMonth() + 1).padStart(2, '0');
  return `/uploads/su-kien/${local.getUTCFullYear()}/${month}/${deployedFileName(file)}`;
}

/** The row id a deployed file name names ('…_12.pdf' → 12), or null when it names none. */
export function idOfDeployedName(name: string): number | null {
  const match = /^[A-Za-z0-9-]+_(\d{1,9})(?:\.[A-Za-z0-9]+)?$/.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * The file name of a deployed path as its clients send it: with or without the leading '/', or
 * with '/api/v1' before it; null for anything else (no other folder is ever served).
 */
export function nameOfDeployedPath(path: string): string | null {
  const match = /^\/?(?:api\/v1\/)?uploads\/su-kien\/\d{4}\/\d{2}\/([^/]+)$/.exec(path.trim());
  return match ? match[1]! : null;
}

import { ERRORS, type ImportRowError, USER_IMPORT_MAX_BYTES } from '@congdoan/shared';
import { ApiError } from '../lib/api-client';

/** Every workbook upload has the same 5 MB limit (ERRORS.import_file_too_large names it). */
export const IMPORT_MAX_BYTES = USER_IMPORT_MAX_BYTES;

/** The row errors of a refused import, or null when the error is of another kind. */
export function importErrorsOf(error: unknown): ImportRowError[] | null {
  if (!(error instanceof ApiError) || error.code !== 'import_has_errors') return null;
  const details = (error.data as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is ImportRowError =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as ImportRowError).row === 'number' &&
      typeof (d as ImportRowError).column === 'string' &&
      typeof (d as ImportRowError).message === 'string',
  );
}

/** What the page refuses before sending (the server checks the same and more). */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (!/\.xlsx$/i.test(file.name)) return ERRORS.import_file_invalid.message;
  if (file.size > IMPORT_MAX_BYTES) return ERRORS.import_file_too_large.message;
  if (file.size === 0) return ERRORS.import_file_required.message;
  return null;
}

/** 'Đã thêm N, cập nhật M <noun>', and the unchanged rows when there are any. */
export function importSummary(result: { created: number; updated: number; skipped: number }, noun: string) {
  const text = `Đã thêm ${result.created}, cập nhật ${result.updated} ${noun}`;
  return result.skipped ? `${text} (${result.skipped} dòng không thay đổi)` : text;
}

import { USER_IMPORT_ERRORS_FILE_NAME, USER_IMPORT_FILE_NAME, type UserImportResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { ApiError, type DownloadedFile, EMPTY_FILE_MESSAGE } from '../../../lib/api-client';
import { useWrite } from '../../../lib/query-keys';
import { postWorkbook, workbookForm } from '../../../lib/workbook-upload';

/** The message of an empty template download (docs/requirements.md, "Downloads"). */
export const EMPTY_TEMPLATE_MESSAGE = 'Không có dữ liệu template';

/** GET user/import-template: the .xlsx to fill in (roles limited to those the caller may grant). */
export async function downloadUserImportTemplate(): Promise<DownloadedFile> {
  try {
    return await api.download('user/import-template', { fileName: USER_IMPORT_FILE_NAME });
  } catch (error) {
    if (error instanceof ApiError && error.message === EMPTY_FILE_MESSAGE) {
      throw new ApiError(EMPTY_TEMPLATE_MESSAGE, error.status);
    }
    throw error;
  }
}

/** POST user/import (multipart `file`): all rows or none; a refusal lists the rows (import_has_errors). */
export const importUsers = (file: File, onProgress?: (percent: number) => void) =>
  postWorkbook<UserImportResult>('user/import', file, onProgress);

/** POST user/import-errors: the same workbook back with a 'Lỗi' column, for fixing in place. */
export const downloadUserImportErrors = (file: File) =>
  api.download('user/import-errors', {
    method: 'POST',
    body: workbookForm(file),
    fileName: USER_IMPORT_ERRORS_FILE_NAME,
  });

export const useImportUsers = () =>
  useWrite('user', ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
    importUsers(file, onProgress),
  );

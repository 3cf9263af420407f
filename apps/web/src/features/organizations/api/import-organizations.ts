import {
  ORGANIZATION_IMPORT_ERRORS_FILE_NAME,
  ORGANIZATION_IMPORT_START_ROW,
  type OrganizationImportResult,
} from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { postWorkbook, workbookForm } from '../../../lib/workbook-upload';

/** The multipart body: startRow first, so that the server has it before it reads the file. */
const fieldsOf = (startRow: number) => ({ startRow: String(startRow) });

/**
 * POST organization/import-excel (multipart `file`, `startRow` 3): all rows or none; a refusal
 * lists the rows (400 import_has_errors with details [{row, column, message}]).
 */
export const importOrganizations = (
  file: File,
  onProgress?: (percent: number) => void,
  startRow = ORGANIZATION_IMPORT_START_ROW,
) =>
  postWorkbook<OrganizationImportResult>('organization/import-excel', file, onProgress, {
    fields: fieldsOf(startRow),
    query: { startRow },
  });

/** POST organization/import-excel-errors: the same workbook back with a 'Lỗi' column. */
export const downloadOrganizationImportErrors = (file: File, startRow = ORGANIZATION_IMPORT_START_ROW) =>
  api.download('organization/import-excel-errors', {
    method: 'POST',
    query: { startRow },
    body: workbookForm(file, fieldsOf(startRow)),
    fileName: ORGANIZATION_IMPORT_ERRORS_FILE_NAME,
  });

export const useImportOrganizations = () =>
  useWrite('organization', ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
    importOrganizations(file, onProgress),
  );

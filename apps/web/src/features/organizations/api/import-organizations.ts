import {
  ORGANIZATION_IMPORT_ERRORS_FILE_NAME,
  ORGANIZATION_IMPORT_START_ROW,
  type OrganizationImportResult,
} from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { postWorkbook, workbookForm } from '../../../lib/workbook-upload';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

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

export function useImportOrganizations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      importOrganizations(file, onProgress),
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}

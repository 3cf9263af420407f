import { COMPANY_IMPORT_FILE_NAME, type CompanyImportResult } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { DownloadedFile } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-client';
import { postWorkbook } from '../../../lib/workbook-upload';
import { industrialZoneLookupKey } from '../../../lookups/lookup-industrial-zones';
import { COMPANIES_KEY } from './companies-key';

/**
 * POST cong-ty-chua-co-cd/import (multipart `file`): a sheet per zone; the companies already known
 * are skipped and listed in `errors` (by sheet, then row); any other problem refuses the whole file
 * (400 import_has_errors with details [{sheet, row, column, message}]).
 */
export const importCompanies = (file: File, onProgress?: (percent: number) => void) =>
  postWorkbook<CompanyImportResult>('cong-ty-chua-co-cd/import', file, onProgress);

/** GET cong-ty-chua-co-cd/download-template: one example sheet named after a zone, and the instructions. */
export const downloadCompanyTemplate = (): Promise<DownloadedFile> =>
  api.download('cong-ty-chua-co-cd/download-template', { fileName: COMPANY_IMPORT_FILE_NAME });

export function useImportCompanies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      importCompanies(file, onProgress),
    // An import may create zones: the zone pickers learn them too.
    onSuccess: () => invalidateKeys(client, [COMPANIES_KEY, industrialZoneLookupKey]),
  });
}

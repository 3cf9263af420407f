import { COMPANY_IMPORT_FILE_NAME, type CompanyImportResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import type { DownloadedFile } from '../../../lib/api-client';
import { useWrite } from '../../../lib/query-keys';
import { postWorkbook } from '../../../lib/workbook-upload';

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

/** An import may create zones: the zone pickers and lists learn them too. */
export const useImportCompanies = () =>
  useWrite('companyImport', ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
    importCompanies(file, onProgress),
  );

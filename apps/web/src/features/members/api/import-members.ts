import {
  MEMBER_IMPORT_ERRORS_FILE_NAME,
  MEMBER_IMPORT_FILE_NAME,
  type MemberImportPreview,
  type MemberImportResult,
} from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { postWorkbook, workbookForm } from '../../../lib/workbook-upload';

type Progress = (percent: number) => void;

/** GET member/download-template: the workbook to fill in, with the caller's unions and the categories. */
export const downloadMemberTemplate = () =>
  api.download('member/download-template', { fileName: MEMBER_IMPORT_FILE_NAME });

/** POST member/import-preview: what importing the file would do, nothing written (or its row errors). */
export const previewMemberImport = (file: File, onProgress?: Progress) =>
  postWorkbook<MemberImportPreview>('member/import-preview', file, onProgress);

/** POST member/import-errors: the same workbook back with a 'Lỗi' column, for fixing in place. */
export const downloadMemberImportErrors = (file: File) =>
  api.download('member/import-errors', {
    method: 'POST',
    body: workbookForm(file),
    fileName: MEMBER_IMPORT_ERRORS_FILE_NAME,
  });

/** POST member/import: every row or none; the members and the unions' counts change. */
export const useImportMembers = () =>
  useWrite('member', ({ file, onProgress }: { file: File; onProgress?: Progress }) =>
    postWorkbook<MemberImportResult>('member/import', file, onProgress),
  );

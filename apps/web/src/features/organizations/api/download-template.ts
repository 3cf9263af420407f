import { ORGANIZATION_TEMPLATE_FILE_NAME } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { ApiError, type DownloadedFile, EMPTY_FILE_MESSAGE } from '../../../lib/api-client';

/** The message of an empty template download (docs/requirements.md, "Downloads"). */
export const EMPTY_TEMPLATE_MESSAGE = 'Không có dữ liệu template';

/** GET organization/download-template: template_import.xlsx, headers on row 2, data from row 3. */
export async function downloadOrganizationTemplate(): Promise<DownloadedFile> {
  try {
    return await api.download('organization/download-template', {
      fileName: ORGANIZATION_TEMPLATE_FILE_NAME,
    });
  } catch (error) {
    if (error instanceof ApiError && error.message === EMPTY_FILE_MESSAGE) {
      throw new ApiError(EMPTY_TEMPLATE_MESSAGE, error.status, error.data);
    }
    throw error;
  }
}

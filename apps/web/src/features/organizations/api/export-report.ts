import { ORGANIZATION_REPORT_FILE_NAME } from '@congdoan/shared';
import { api } from '../../../lib/api';
import type { OrganizationFilterValues } from './list-organizations';

/**
 * GET organization/export-report?cumKhuCnId=&xaPhuongId=: the CDCS report (BaoCao_CDCS.xlsx) of the
 * organisations in scope; nothing to report answers 'Không có dữ liệu file để tải xuống'.
 */
export const downloadOrganizationReport = ({
  cumKhuCnId,
  xaPhuongId,
}: Pick<OrganizationFilterValues, 'cumKhuCnId' | 'xaPhuongId'>) =>
  api.download('organization/export-report', {
    query: { cumKhuCnId, xaPhuongId },
    fileName: ORGANIZATION_REPORT_FILE_NAME,
  });

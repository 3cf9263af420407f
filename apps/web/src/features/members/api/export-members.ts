import { api } from '../../../lib/api';
import { type MemberListFilters, memberListParams } from './list-members';

/** The name the export gets when the server names none. */
export const MEMBERS_FILE_NAME = 'DanhSachDoanVien.xlsx';

/** GET member/export: the filtered list in its order, every page, as an Excel file. */
export const exportMembers = (filters: MemberListFilters) => {
  const { page: _page, limit: _limit, ...query } = memberListParams(filters);
  return api.download('member/export', { query, fileName: MEMBERS_FILE_NAME });
};

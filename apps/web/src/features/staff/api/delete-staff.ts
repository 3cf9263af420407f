import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE staff/delete?staffId=. */
export const deleteStaff = (staffId: number) =>
  api.delete<{ success: true }>('staff/delete', { query: { staffId } });

export const useDeleteStaff = () => useWrite('staff', deleteStaff);

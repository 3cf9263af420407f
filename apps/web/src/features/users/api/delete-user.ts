import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE user/delete?userId=. */
export const deleteUser = (userId: number) =>
  api.delete<{ success: true }>('user/delete', { query: { userId } });

export const useDeleteUser = () => useWrite('user', deleteUser);

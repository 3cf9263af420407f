import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE ward/delete?wardId=. */
export const deleteWard = (wardId: number) =>
  api.delete<{ success: true }>('ward/delete', { query: { wardId } });

export const useDeleteWard = () => useWrite('category', deleteWard);

import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE position/delete?positionId=. */
export const deletePosition = (positionId: number) =>
  api.delete<{ success: true }>('position/delete', { query: { positionId } });

export const useDeletePosition = () => useWrite('category', deletePosition);

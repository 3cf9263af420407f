import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * DELETE organization/dynamic-fields/:id. While organisations hold a value the server answers
 * 409 dynamic_field_in_use (its message says how many) unless `confirm` says to remove the values.
 */
export const deleteDynamicField = ({ id, confirm }: { id: number; confirm?: boolean }) =>
  api.delete<{ success: true }>(`organization/dynamic-fields/${id}`, {
    query: { confirm: confirm ? true : undefined },
  });

export const useDeleteDynamicField = () => useWrite('organization', deleteDynamicField);

import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE industrial-zone/delete?industrialZoneId=. */
export const deleteIndustrialZone = (industrialZoneId: number) =>
  api.delete<{ success: true }>('industrial-zone/delete', { query: { industrialZoneId } });

export const useDeleteIndustrialZone = () => useWrite('category', deleteIndustrialZone);

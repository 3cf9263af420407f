import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE cong-ty-chua-co-cd/{id} → the deployed message ('Xóa công ty thành công'). */
export const deleteCompany = (id: number) =>
  api.delete<{ success: true; message: string }>(`cong-ty-chua-co-cd/${id}`);

export const useDeleteCompany = () => useWrite('company', deleteCompany);

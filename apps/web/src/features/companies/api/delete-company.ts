import { api } from '../../../lib/api';
import { useCompanyWrite } from './companies-key';

/** DELETE cong-ty-chua-co-cd/{id} → the deployed message ('Xóa công ty thành công'). */
export const deleteCompany = (id: number) =>
  api.delete<{ success: true; message: string }>(`cong-ty-chua-co-cd/${id}`);

export const useDeleteCompany = () => useCompanyWrite(deleteCompany);

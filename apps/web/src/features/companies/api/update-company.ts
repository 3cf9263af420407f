import type { CompanyItem, CompanyUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** PUT cong-ty-chua-co-cd/{id}: the form's fields; an emptied one is sent as null (`emptiedAsNull`). */
export const updateCompany = ({ id, body }: { id: number; body: CompanyUpdateBody }) =>
  api.put<CompanyItem>(`cong-ty-chua-co-cd/${id}`, emptiedAsNull(body));

export const useUpdateCompany = () => useWrite('company', updateCompany);

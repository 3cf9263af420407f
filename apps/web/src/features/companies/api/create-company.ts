import type { CompanyCreateBody, CompanyItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST cong-ty-chua-co-cd → the new company. */
export const createCompany = (body: CompanyCreateBody) => api.post<CompanyItem>('cong-ty-chua-co-cd', body);

export const useCreateCompany = () => useWrite('company', createCompany);

import type { CompanyFoundBody, FoundedOrganization } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST cong-ty-chua-co-cd/{id}/thanh-lap → the new grassroots union; the company leaves the list. */
export const foundUnion = ({ id, body }: { id: number; body: CompanyFoundBody }) =>
  api.post<FoundedOrganization>(`cong-ty-chua-co-cd/${id}/thanh-lap`, body);

export const useFoundUnion = () => useWrite('unionFounded', foundUnion);

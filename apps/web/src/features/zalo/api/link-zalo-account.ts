import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST zalo/admin-link/{zaloAccountId}/{userId} (spec §7; the API answers POST zalo-accounts/link
 * with the same handler). An account already linked elsewhere is refused, never overwritten.
 */
export const linkZaloAccount = ({ zaloAccountId, userId }: { zaloAccountId: number; userId: number }) =>
  api.post<unknown>(`zalo/admin-link/${zaloAccountId}/${userId}`);

export const useLinkZaloAccount = () => useWrite('zalo', linkZaloAccount);

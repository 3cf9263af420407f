import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE zalo-accounts/{id}/unlink: removes only the link; the account and the user stay. */
export const unlinkZaloAccount = (id: number) => api.delete<unknown>(`zalo-accounts/${id}/unlink`);

export const useUnlinkZaloAccount = () => useWrite('zalo', unlinkZaloAccount);

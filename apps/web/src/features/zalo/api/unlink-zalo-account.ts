import { api } from '../../../lib/api';
import { useZaloWrite } from './zalo-key';

/** DELETE zalo-accounts/{id}/unlink: removes only the link; the account and the user stay. */
export const unlinkZaloAccount = (id: number) => api.delete<unknown>(`zalo-accounts/${id}/unlink`);

export const useUnlinkZaloAccount = () => useZaloWrite(unlinkZaloAccount);

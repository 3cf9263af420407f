import type { ZaloSyncResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST zalo-accounts/sync: pages through the OA's followers and updates the accounts (one sync at a
 * time across instances); 400 'Chưa cấu hình Zalo OA' without the OA.
 */
export const syncZaloAccounts = () => api.post<ZaloSyncResult>('zalo-accounts/sync');

export const useSyncZaloAccounts = () => useWrite('zalo', syncZaloAccounts);

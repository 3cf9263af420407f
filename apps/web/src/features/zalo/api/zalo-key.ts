import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-client';
import { userOptionsKey } from '../../../lookups/user-list-all-user';
import { zaloStatusKey } from '../../../lookups/zalo-status';

/** Every query of this feature starts with this key (the list, its counts, an account, the user picker). */
export const ZALO_KEY = ['zalo'] as const;

/**
 * A write of this feature: a link, an unlink, a user made from an account or a sync changes the
 * list and its counts, the account pickers (a new user) and the OA's last sync.
 */
export function useZaloWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateKeys(client, [ZALO_KEY, userOptionsKey, zaloStatusKey]),
  });
}

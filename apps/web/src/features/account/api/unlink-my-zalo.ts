import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MY_ZALO_KEY } from './get-my-zalo';

/** DELETE zalo/my-account: the signed-in user removes their own link (the Zalo account stays). */
export const unlinkMyZalo = () => api.delete<unknown>('zalo/my-account');

export function useUnlinkMyZalo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkMyZalo,
    onSuccess: () => client.invalidateQueries({ queryKey: MY_ZALO_KEY }),
  });
}

import type { ZaloStatus, ZaloTokenBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { LOOKUP } from '../../../lib/query-keys';

/** PUT zalo/oa-token (administrator): the OA's tokens, kept by the server and never shown again. */
export const saveOaToken = (body: ZaloTokenBody) => api.put<ZaloStatus>('zalo/oa-token', body);

export function useSaveOaToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOaToken,
    onSuccess: (status) => client.setQueryData(LOOKUP.zaloStatus, status),
  });
}

import type { PositionItem, PositionUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** PUT position/update (the id travels in the body). */
export const updatePosition = (body: PositionUpdateBody) =>
  api.put<PositionItem>('position/update', emptiedAsNull(body));

export function useUpdatePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosition,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}

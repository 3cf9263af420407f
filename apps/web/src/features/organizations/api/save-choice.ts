import type { ChoiceCreateBody, ChoiceItem, ChoiceUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

/** POST organization/choices → the new entry of 'Loại hình' or 'Loại công ty'. */
export const createChoice = (body: ChoiceCreateBody) => api.post<ChoiceItem>('organization/choices', body);

/** PUT organization/choices → the renamed or reordered entry. */
export const updateChoice = (body: ChoiceUpdateBody) =>
  api.put<ChoiceItem>('organization/choices', emptiedAsNull(body));

export function useSaveChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChoiceCreateBody | ChoiceUpdateBody) =>
      'id' in body ? updateChoice(body) : createChoice(body),
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}

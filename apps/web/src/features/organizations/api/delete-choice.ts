import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

/** DELETE organization/choices?choiceId=: refused (409 category_in_use) while organisations use it. */
export const deleteChoice = (choiceId: number) =>
  api.delete<{ success: true }>('organization/choices', { query: { choiceId } });

export function useDeleteChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChoice,
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}

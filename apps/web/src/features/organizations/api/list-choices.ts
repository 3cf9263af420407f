import type { ChoiceItem, ChoiceList } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET organization/choices?list=: the entries of 'Loại hình' (loai_hinh) or 'Loại công ty' (loai_cong_ty). */
export const listChoices = (list: ChoiceList, signal?: AbortSignal) =>
  api.get<ChoiceItem[]>('organization/choices', { query: { list }, signal });

export const choicesQuery = (list: ChoiceList) =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'choices', list],
    queryFn: ({ signal }) => listChoices(list, signal),
    staleTime: 5 * 60_000,
  });

export const useChoices = (list: ChoiceList, enabled = true) => useQuery({ ...choicesQuery(list), enabled });

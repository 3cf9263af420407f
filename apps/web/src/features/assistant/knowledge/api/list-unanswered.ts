import type { ListPage, UnansweredQuestionItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { ROOT } from '../../../../lib/query-keys';
import type { ListPaging } from '../../../../lib/url-filters';

/** GET assistant/unanswered (administrator): the questions not answered, most asked first, a page at a time. */
export const listUnanswered = (paging: Pick<ListPaging, 'page' | 'limit'>, signal?: AbortSignal) =>
  api.get<ListPage<UnansweredQuestionItem>>('assistant/unanswered', {
    query: { page: paging.page, limit: paging.limit },
    signal,
  });

export const unansweredQuery = (paging: Pick<ListPaging, 'page' | 'limit'>) =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'unanswered', paging],
    queryFn: ({ signal }) => listUnanswered(paging, signal),
    placeholderData: keepPreviousData,
  });

export const useUnanswered = (paging: Pick<ListPaging, 'page' | 'limit'>) =>
  useQuery(unansweredQuery(paging));

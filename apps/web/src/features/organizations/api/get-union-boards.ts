import type { UnionBoards } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET staff/boards?organizationId=: the union's boards for its current term, and who left. */
export const getUnionBoards = (organizationId: number, signal?: AbortSignal) =>
  api.get<UnionBoards>('staff/boards', { query: { organizationId }, signal });

// Under the organisations key: a write to staff refreshes the organisations, so the tab as well.
export const unionBoardsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'boards', organizationId],
    queryFn: ({ signal }) => getUnionBoards(organizationId, signal),
  });

export const useUnionBoards = (organizationId: number) => useQuery(unionBoardsQuery(organizationId));

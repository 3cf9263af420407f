import type { ListPage, PermissionGroupItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET permission-group/list-all: the groups and their permissions, read-only. */
export const listPermissionGroups = (signal?: AbortSignal) =>
  api.get<ListPage<PermissionGroupItem>>('permission-group/list-all', { signal });

export const permissionGroupsQuery = () =>
  queryOptions({
    queryKey: ROOT.permissionGroups,
    queryFn: ({ signal }) => listPermissionGroups(signal),
    staleTime: 10 * 60_000,
  });

export const usePermissionGroups = (enabled = true) => useQuery({ ...permissionGroupsQuery(), enabled });

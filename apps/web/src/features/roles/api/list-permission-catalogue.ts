import type { ListPage, PermissionCatalogueGroup } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET permission/list-all: the catalogue by group, each right with the roles holding it. */
export const listPermissionCatalogue = (signal?: AbortSignal) =>
  api.get<ListPage<PermissionCatalogueGroup>>('permission/list-all', { signal });

// Under the roles' root: a role written or its rights saved is read again here.
export const permissionCatalogueQuery = () =>
  queryOptions({
    queryKey: [...ROOT.roles, 'permission-catalogue'],
    queryFn: ({ signal }) => listPermissionCatalogue(signal),
  });

export const usePermissionCatalogue = () => useQuery(permissionCatalogueQuery());

import type { OrganizationTreeNode } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/**
 * GET organization/list-all-organization-pc: the children of `organizationParentId`, or without it
 * the roots of the caller's scope.
 */
export const listTreeBranch = (organizationParentId: number | undefined, signal?: AbortSignal) =>
  api.get<OrganizationTreeNode[]>('organization/list-all-organization-pc', {
    query: { organizationParentId },
    signal,
  });

/** With `search`: the matches (`matched`) and every ancestor of theirs in scope, flat. */
export const searchTreeNodes = (search: string, signal?: AbortSignal) =>
  api.get<OrganizationTreeNode[]>('organization/list-all-organization-pc', { query: { search }, signal });

// A branch is fetched when it opens, then watched: a short freshness spares the second request;
// a write (move, edit) invalidates the key and every open branch reloads.
export const treeBranchQuery = (organizationParentId: number | undefined) =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'tree', organizationParentId ?? 'roots'],
    queryFn: ({ signal }) => listTreeBranch(organizationParentId, signal),
    staleTime: 30_000,
  });

/** The roots of the caller's scope (the tree's first branch, the same cached answer). */
export const useTreeRoots = () => useQuery(treeBranchQuery(undefined));

export const treeSearchQuery = (search: string) =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'tree-search', search],
    queryFn: ({ signal }) => searchTreeNodes(search, signal),
  });

export const useTreeSearch = (search: string) =>
  useQuery({ ...treeSearchQuery(search), enabled: search !== '' });

import type { OrganizationLevel, OrganizationLookupItem } from '@congdoan/shared';
import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { type LookupPage, type LookupParams, lookupEndpoint } from './lookup-query';

/** GET organization/list-all: organisations in scope with code and level, for pickers (`level`: of one level only). */
export const listOrganizationOptions = (
  params: LookupParams & { level?: OrganizationLevel | undefined },
  signal?: AbortSignal,
) => api.get<LookupPage<OrganizationLookupItem>>('organization/list-all', { query: { ...params }, signal });

export const { query: organizationOptionsQuery, use: useOrganizationOptions } = lookupEndpoint(
  LOOKUP.organizationOptions,
  listOrganizationOptions,
  { staleTime: 60_000 },
);

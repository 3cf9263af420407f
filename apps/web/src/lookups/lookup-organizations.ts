import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { type LookupPage, type LookupParams, lookupEndpoint } from './lookup-query';

/**
 * GET lookup/organizations: the organisations in the caller's scope, by name, for anyone signed in
 * (organization/list-all gives code and level too, but asks the right to read organisations).
 */
export const lookupOrganizations = (params: LookupParams, signal?: AbortSignal) =>
  api.get<LookupPage>('lookup/organizations', { query: { ...params }, signal });

export const { query: organizationLookupQuery, use: useOrganizationLookup } = lookupEndpoint(
  LOOKUP.organizations,
  lookupOrganizations,
);

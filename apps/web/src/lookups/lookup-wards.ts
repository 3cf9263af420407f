import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { type LookupPage, type LookupParams, lookupEndpoint } from './lookup-query';

/** GET lookup/wards (public: the register form offers it before sign-in, so no token is sent). */
export const lookupWards = (params: LookupParams, signal?: AbortSignal) =>
  api.get<LookupPage>('lookup/wards', { query: { ...params }, auth: false, signal });

export const { query: wardLookupQuery, use: useWardLookup } = lookupEndpoint(LOOKUP.wards, lookupWards);

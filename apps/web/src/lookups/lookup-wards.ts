import { api } from '../lib/api';
import { type LookupPage, type LookupParams, lookupEndpoint } from './lookup-query';

/** GET lookup/wards (public: the register form offers it before sign-in, so no token is sent). */
export const lookupWards = (params: LookupParams, signal?: AbortSignal) =>
  api.get<LookupPage>('lookup/wards', { query: { ...params }, auth: false, signal });

export const {
  key: wardLookupKey,
  query: wardLookupQuery,
  use: useWardLookup,
} = lookupEndpoint('wards', lookupWards);

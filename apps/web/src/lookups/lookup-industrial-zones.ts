import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { type LookupPage, type LookupParams, lookupEndpoint } from './lookup-query';

/** GET lookup/industrial-zones (public: the register form offers it before sign-in). */
export const lookupIndustrialZones = (params: LookupParams, signal?: AbortSignal) =>
  api.get<LookupPage>('lookup/industrial-zones', { query: { ...params }, auth: false, signal });

export const { query: industrialZoneLookupQuery, use: useIndustrialZoneLookup } = lookupEndpoint(
  LOOKUP.industrialZones,
  lookupIndustrialZones,
);

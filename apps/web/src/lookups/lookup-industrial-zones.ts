import { api } from '../lib/api';
import { type LookupPage, type LookupParams, lookupEndpoint } from './lookup-query';

/** GET lookup/industrial-zones (public: the register form offers it before sign-in). */
export const lookupIndustrialZones = (params: LookupParams, signal?: AbortSignal) =>
  api.get<LookupPage>('lookup/industrial-zones', { query: { ...params }, auth: false, signal });

export const {
  key: industrialZoneLookupKey,
  query: industrialZoneLookupQuery,
  use: useIndustrialZoneLookup,
} = lookupEndpoint('industrial-zones', lookupIndustrialZones);

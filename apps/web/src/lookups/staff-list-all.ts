import type { StaffItem } from '@congdoan/shared';
import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { type LookupPage, type LookupParams, lookupEndpoint } from './lookup-query';

/** GET staff/list-all as a picker: union staff in the caller's scope, searched by name, CCCD, phone. */
export const listStaffOptions = (params: LookupParams, signal?: AbortSignal) =>
  api.get<LookupPage<StaffItem>>('staff/list-all', { query: { ...params }, signal });

export const { query: staffOptionsQuery, use: useStaffOptions } = lookupEndpoint(
  LOOKUP.staffOptions,
  listStaffOptions,
  { staleTime: 30_000 },
);

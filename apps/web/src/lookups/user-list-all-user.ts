import type { UserPickerItem } from '@congdoan/shared';
import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { lookupEndpoint } from './lookup-query';

/** GET user/list-all-user: accounts in scope, for linking one to a record. */
export const listUserOptions = (params: { search?: string; isActive?: 0 | 1 }, signal?: AbortSignal) =>
  api.get<UserPickerItem[]>('user/list-all-user', { query: { ...params }, signal });

export const { query: userOptionsQuery, use: useUserOptions } = lookupEndpoint(
  LOOKUP.userOptions,
  listUserOptions,
  { staleTime: 60_000 },
);

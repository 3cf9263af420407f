import { LIMIT_MAX, type PositionItem } from '@congdoan/shared';
import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { type LookupPage, lookupEndpoint } from './lookup-query';

/** GET position/list-all: every position (a short list) in its order, for pickers. */
export const listPositionOptions = (params: { limit: number }, signal?: AbortSignal) =>
  api.get<LookupPage<PositionItem>>('position/list-all', { query: { page: 1, ...params }, signal });

const endpoint = lookupEndpoint(LOOKUP.positionOptions, listPositionOptions);
export const positionOptionsQuery = () => endpoint.query({ limit: LIMIT_MAX });
export const usePositionOptions = (enabled = true) => endpoint.use({ limit: LIMIT_MAX }, { enabled });

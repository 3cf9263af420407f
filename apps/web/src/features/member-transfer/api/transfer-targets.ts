import type { TransferTargetItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { LOOKUP } from '../../../lib/query-keys';
import { type LookupPage, type LookupParams, lookupEndpoint } from '../../../lookups/lookup-query';

/**
 * GET member/transfer-targets: the active grassroots unions of the whole province; one outside the
 * caller's scope (`inScope` false) receives members only once its side approves.
 */
export const listTransferTargets = (params: LookupParams, signal?: AbortSignal) =>
  api.get<LookupPage<TransferTargetItem>>('member/transfer-targets', { query: { ...params }, signal });

export const { query: transferTargetQuery } = lookupEndpoint(LOOKUP.transferTargets, listTransferTargets);

import type { CompanyZoneComparison } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET cong-ty-chua-co-cd/thong-ke-cong-ty-va-organization: by zone, companies without a union beside the unions. */
export const getZoneComparison = (signal?: AbortSignal) =>
  api.get<CompanyZoneComparison[]>('cong-ty-chua-co-cd/thong-ke-cong-ty-va-organization', { signal });

export const zoneComparisonQuery = () =>
  queryOptions({
    queryKey: [...ROOT.companies, 'by-zone'],
    queryFn: ({ signal }) => getZoneComparison(signal),
  });

export const useZoneComparison = () => useQuery(zoneComparisonQuery());

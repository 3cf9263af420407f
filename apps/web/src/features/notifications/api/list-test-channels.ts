import type { NotificationTestChannels } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET thong-bao/test/kenh: the channels a test send can try, and whether each is set up. */
export const listTestChannels = (signal?: AbortSignal) =>
  api.get<NotificationTestChannels>('thong-bao/test/kenh', { signal });

export const testChannelsQuery = () =>
  queryOptions({
    queryKey: [...ROOT.notifications, 'test-channels'],
    queryFn: ({ signal }) => listTestChannels(signal),
    staleTime: 5 * 60_000,
  });

export const useTestChannels = () => useQuery(testChannelsQuery());

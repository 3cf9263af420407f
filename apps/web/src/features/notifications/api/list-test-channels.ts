import type { NotificationTestChannels } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY } from './notifications-key';

/** GET thong-bao/test/kenh: the channels a test send can try, and whether each is set up. */
export const listTestChannels = (signal?: AbortSignal) =>
  api.get<NotificationTestChannels>('thong-bao/test/kenh', { signal });

export const testChannelsQuery = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'test-channels'],
    queryFn: ({ signal }) => listTestChannels(signal),
    staleTime: 5 * 60_000,
  });

export const useTestChannels = () => useQuery(testChannelsQuery());

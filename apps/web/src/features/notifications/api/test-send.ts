import type {
  NotificationEmails,
  NotificationTestBody,
  NotificationTestChannels,
  NotificationTestResult,
  RecipientItem,
} from '@congdoan/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATIONS_KEY, type Page } from './notifications';

/** How often the test page looks again while a delivery is still on its way. */
const FOLLOW_MS = 2_000;

/** GET thong-bao/test/kenh: the channels and whether each is set up. */
export const useTestChannels = () =>
  useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'test-channels'],
    queryFn: ({ signal }) => api.get<NotificationTestChannels>('thong-bao/test/kenh', { signal }),
    staleTime: 5 * 60_000,
  });

/** POST thong-bao/test: one notification to one user through the channels chosen. */
export function useTestSend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<NotificationTestBody> & Pick<NotificationTestBody, 'kenh'>) =>
      api.post<NotificationTestResult>('thong-bao/test', body),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/**
 * What became of a test send, looked at again every 2 s until nothing is left to happen: the
 * e-mails (GET thong-bao/{id}/email) until none is pending, the inbox row (GET thong-bao/{id}/nguoi-nhan)
 * until it is read.
 */
export function useTestDeliveries(result: NotificationTestResult | null) {
  const id = result?.thongBaoId ?? null;
  const emailed = result?.ketQua.some((k) => k.kenh === 'email' && k.trangThai === 'pending') ?? false;
  const emails = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'test-email', id],
    queryFn: ({ signal }) => api.get<NotificationEmails>(`thong-bao/${id}/email`, { signal }),
    enabled: id !== null && emailed,
    refetchInterval: (query) =>
      query.state.data && query.state.data.theoTrangThai.pending === 0 ? false : FOLLOW_MS,
  });
  const inbox = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'test-inbox', id],
    queryFn: ({ signal }) => api.get<Page<RecipientItem>>(`thong-bao/${id}/nguoi-nhan`, { signal }),
    enabled: id !== null && (result?.ketQua.some((k) => k.kenh === 'in_app') ?? false),
    refetchInterval: (query) => (query.state.data?.list[0]?.daDoc ? false : FOLLOW_MS),
  });
  return { email: emails.data?.list[0], emailError: emails.error, recipient: inbox.data?.list[0] };
}

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { applyAllRead } from './inbox-cache';

/** PATCH thong-bao/tat-ca-da-doc/{userId}: only for oneself. */
export const sendAllRead = (userId: number) => api.patch<unknown>(`thong-bao/tat-ca-da-doc/${userId}`);

/** Mark all (spec §4): everything read locally at once, then the server; a failed sync is ignored. */
export async function markAll(
  client: QueryClient,
  userId: number,
  send: (userId: number) => Promise<unknown> = sendAllRead,
): Promise<void> {
  await client.cancelQueries({ queryKey: ROOT.inbox });
  applyAllRead(client);
  await send(userId).catch(() => undefined);
}

/** 'Đánh dấu tất cả đã đọc' of the bell and the inbox page. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (userId: number) => markAll(client, userId) }).mutate;
}

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type Toast, useToast } from '../../../lib/use-toast';
import { applyAllRead, applyReadMark, INBOX_KEY, restore } from './inbox-cache';

/** The read marks of the signed-in user's inbox (spec §4), used by the bell's panel and the inbox page. */

export const READ_MARK_MESSAGES = {
  read: { done: 'Đã đánh dấu là đã đọc', failed: 'Không thể đánh dấu đã đọc' },
  unread: { done: 'Đã đánh dấu là chưa đọc', failed: 'Không thể đánh dấu chưa đọc' },
} as const;

export interface ReadMark {
  id: number;
  read: boolean;
}

/** POST thong-bao/user/{id}/mark-read | mark-unread (empty body). */
const sendReadMark = ({ id, read }: ReadMark) =>
  api.post<unknown>(`thong-bao/user/${id}/${read ? 'mark-read' : 'mark-unread'}`);

/** PATCH thong-bao/tat-ca-da-doc/{userId}: only for oneself. */
const sendAllRead = (userId: number) => api.patch<unknown>(`thong-bao/tat-ca-da-doc/${userId}`);

/**
 * A single read mark (spec §4): shown at once, rolled back with the spec's toast if the server
 * refuses it. Written without React so that its tests drive it with a plain QueryClient.
 */
export async function markOne(
  client: QueryClient,
  toast: Pick<Toast, 'success' | 'error'>,
  mark: ReadMark,
  send: (mark: ReadMark) => Promise<unknown> = sendReadMark,
): Promise<boolean> {
  const messages = READ_MARK_MESSAGES[mark.read ? 'read' : 'unread'];
  await client.cancelQueries({ queryKey: INBOX_KEY });
  const snapshot = applyReadMark(client, mark.id, mark.read);
  try {
    await send(mark);
    toast.success(messages.done);
    return true;
  } catch {
    restore(client, snapshot);
    toast.error(messages.failed);
    return false;
  }
}

/** Mark all (spec §4): everything read locally at once, then the server; a failed sync is ignored. */
export async function markAll(
  client: QueryClient,
  userId: number,
  send: (userId: number) => Promise<unknown> = sendAllRead,
): Promise<void> {
  await client.cancelQueries({ queryKey: INBOX_KEY });
  applyAllRead(client);
  await send(userId).catch(() => undefined);
}

export function useReadMarks() {
  const client = useQueryClient();
  const toast = useToast();
  const one = useMutation({ mutationFn: (mark: ReadMark) => markOne(client, toast, mark) });
  const all = useMutation({ mutationFn: (userId: number) => markAll(client, userId) });
  return { mark: one.mutate, markAll: all.mutate };
}

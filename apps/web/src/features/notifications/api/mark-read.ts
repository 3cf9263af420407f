import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { type Toast, useToast } from '../../../lib/use-toast';
import { applyReadMark, restore } from './inbox-cache';

export const READ_MARK_MESSAGES = {
  read: { done: 'Đã đánh dấu là đã đọc', failed: 'Không thể đánh dấu đã đọc' },
  unread: { done: 'Đã đánh dấu là chưa đọc', failed: 'Không thể đánh dấu chưa đọc' },
} as const;

export interface ReadMark {
  id: number;
  read: boolean;
}

/** POST thong-bao/user/{id}/mark-read | mark-unread (empty body): one of the caller's own. */
export const sendReadMark = ({ id, read }: ReadMark) =>
  api.post<unknown>(`thong-bao/user/${id}/${read ? 'mark-read' : 'mark-unread'}`);

/**
 * A single read mark (spec §4): shown at once in every cached list, rolled back with the spec's
 * toast if the server refuses it. Written without React so that its tests drive it with a plain
 * QueryClient.
 */
export async function markOne(
  client: QueryClient,
  toast: Pick<Toast, 'success' | 'error'>,
  mark: ReadMark,
  send: (mark: ReadMark) => Promise<unknown> = sendReadMark,
): Promise<boolean> {
  const messages = READ_MARK_MESSAGES[mark.read ? 'read' : 'unread'];
  await client.cancelQueries({ queryKey: ROOT.inbox });
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

/** Marks one notification read or unread (the bell, the inbox page, the dashboard). */
export function useMarkRead() {
  const client = useQueryClient();
  const toast = useToast();
  return useMutation({ mutationFn: (mark: ReadMark) => markOne(client, toast, mark) }).mutate;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import type { RecipientChoiceBody } from './send-notification';

/** POST thong-bao/send/preview: how many active users a choice reaches now (a read, though a POST). */
export const previewRecipients = (body: RecipientChoiceBody, signal?: AbortSignal) =>
  api.post<{ soNguoiNhan: number }>('thong-bao/send/preview', body, { signal });

export const recipientPreviewQuery = (body: RecipientChoiceBody) =>
  queryOptions({
    queryKey: [...ROOT.notifications, 'preview', body],
    queryFn: ({ signal }) => previewRecipients(body, signal),
  });

/** The count for a choice; nothing is asked while no one is chosen. */
export const useRecipientPreview = (body: RecipientChoiceBody | null) =>
  useQuery({ ...recipientPreviewQuery(body ?? {}), enabled: body !== null });

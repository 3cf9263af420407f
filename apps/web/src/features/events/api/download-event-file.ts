import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET su-kien/{id}/files/{fileId} with the bearer token: the attachment, under its own name. */
export const downloadEventFile = (id: number, fileId: number, fileName: string) =>
  api.download(`su-kien/${id}/files/${fileId}`, { fileName });

/** The same with `inline=1`: an image to show on the event's page (its bytes, for a blob URL). */
export const getEventImage = async (id: number, fileId: number, signal?: AbortSignal) =>
  (await api.download(`su-kien/${id}/files/${fileId}`, { query: { inline: 1 }, signal })).blob;

export const eventImageQuery = (id: number, fileId: number) =>
  queryOptions({
    queryKey: [...ROOT.events, 'image', id, fileId],
    queryFn: ({ signal }) => getEventImage(id, fileId, signal),
    // an attachment never changes: a new one has a new id
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useEventImage = (id: number, fileId: number, enabled = true) =>
  useQuery({ ...eventImageQuery(id, fileId), enabled });

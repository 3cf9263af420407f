import { api } from '../../../lib/api';
import { useEventWrite } from './events-key';

/** DELETE su-kien/{id}/files/{fileId}. */
export const deleteEventFile = ({ id, fileId }: { id: number; fileId: number }) =>
  api.delete<unknown>(`su-kien/${id}/files/${fileId}`);

export const useDeleteEventFile = () => useEventWrite(deleteEventFile);

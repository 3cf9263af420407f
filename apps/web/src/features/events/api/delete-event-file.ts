import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE su-kien/{id}/files/{fileId}. */
export const deleteEventFile = ({ id, fileId }: { id: number; fileId: number }) =>
  api.delete<unknown>(`su-kien/${id}/files/${fileId}`);

export const useDeleteEventFile = () => useWrite('event', deleteEventFile);

import type { EventItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';
import { type EventChanges, eventMultipart, uploadProgress } from './event-body';

export interface UpdateEventArgs {
  id: number;
  /** Only the fields that changed: the server keeps the others. */
  changes: EventChanges;
  /** New attachments, added to those the event has. */
  files?: readonly File[];
  onProgress?: (percent: number) => void;
}

/**
 * PATCH su-kien/{id}: the changed fields (an emptied one as null, `emptiedAsNull`), as JSON, or
 * with new attachments as one multipart form (null as blank, which clears as well).
 */
export const updateEvent = ({ id, changes, files = [], onProgress }: UpdateEventArgs) => {
  const body = emptiedAsNull(changes);
  return api.patch<EventItem>(
    `su-kien/${id}`,
    files.length ? eventMultipart(body, files) : body,
    uploadProgress(files, onProgress),
  );
};

export const useUpdateEvent = () => useWrite('event', updateEvent);

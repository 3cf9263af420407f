import type { EventItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { type EventBody, eventMultipart, uploadProgress } from './event-body';

export interface CreateEventArgs {
  body: EventBody;
  /** Attachments: with any, the event goes as one multipart form. */
  files?: readonly File[];
  onProgress?: (percent: number) => void;
}

/** POST su-kien: JSON, or multipart with the fields and the attachments in `files` → the new event. */
export const createEvent = ({ body, files = [], onProgress }: CreateEventArgs) =>
  api.post<EventItem>(
    'su-kien',
    files.length ? eventMultipart(body, files) : body,
    uploadProgress(files, onProgress),
  );

export const useCreateEvent = () => useWrite('event', createEvent);

import type { EventFileItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { eventMultipart, uploadProgress } from './event-body';

export interface UploadEventFilesArgs {
  id: number;
  files: readonly File[];
  onProgress?: (percent: number) => void;
}

/** POST su-kien/{id}/upload-files (multipart `files`): added to the event's attachments. */
export const uploadEventFiles = ({ id, files, onProgress }: UploadEventFilesArgs) =>
  api.post<EventFileItem[]>(
    `su-kien/${id}/upload-files`,
    eventMultipart({}, files),
    uploadProgress(files, onProgress),
  );

export const useUploadEventFiles = () => useWrite('event', uploadEventFiles);

import type { EventFileItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { eventMultipart, uploadProgress } from './event-body';
import { useEventWrite } from './events-key';

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

export const useUploadEventFiles = () => useEventWrite(uploadEventFiles);

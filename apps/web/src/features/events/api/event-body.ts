import type { EventCreateBody } from '@congdoan/shared';
import type { RequestOptions } from '../../../lib/api-client';

type Moments = 'thoiGianBatDau' | 'thoiGianKetThuc' | 'hanDangKy';

/**
 * An event's fields as the web sends them: those of `eventCreateBody`, the moments as ISO 8601
 * texts with their offset (the shared rule reads them as those moments).
 */
export type EventBody = Omit<EventCreateBody, Moments | 'trangThai'> & {
  thoiGianBatDau: string;
  thoiGianKetThuc: string;
  hanDangKy?: string | null | undefined;
};

/** The fields of an update: only those that changed, an emptied one as null (docs/requirements.md, "Updates"). */
export type EventChanges = { [K in keyof EventBody]?: EventBody[K] | null };

/** One field as a multipart form carries it: null as blank (which clears), lists as JSON text, the rest as text. */
const asFormValue = (value: unknown): string =>
  value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * The fields and the new attachments as one multipart form, as the deployed clients send them: the
 * fields first, so that the server has them before it reads the files, and the files in `files`.
 */
export function eventMultipart(fields: EventChanges, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, asFormValue(value));
  }
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** The upload's progress in whole percent, reported only when files go (a JSON body needs no bar). */
export const uploadProgress = (
  files: readonly File[],
  onProgress: ((percent: number) => void) | undefined,
): Pick<RequestOptions, 'onUploadProgress'> =>
  files.length && onProgress
    ? { onUploadProgress: (loaded, total) => onProgress(total ? Math.round((loaded / total) * 100) : 0) }
    : {};

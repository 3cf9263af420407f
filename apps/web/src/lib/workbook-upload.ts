import { api } from './api';
import type { QueryParams } from './api-client';

/** An import's multipart body: its fields first (the server reads them before the file), then `file`. */
export function workbookForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

/** POST a workbook to an import route, telling `onProgress` the upload's progress in whole percent. */
export const postWorkbook = <R>(
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
  options: { fields?: Record<string, string>; query?: QueryParams } = {},
) =>
  api.post<R>(path, workbookForm(file, options.fields), {
    query: options.query,
    onUploadProgress: (loaded, total) => onProgress?.(total ? Math.round((loaded / total) * 100) : 0),
  });

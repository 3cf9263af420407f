import { EVENT_FILE_EXTENSIONS, EVENT_FILE_SIZE_MAX, EVENT_FILES_MAX, formatNumber } from '@congdoan/shared';

/**
 * The checks of an attachment the browser can make before sending it, with the server's limits
 * (10 files of 10 MB, the extensions allowed) and words; the server checks again, and checks the
 * content too.
 */

/** The `accept` of the file input: the extensions allowed. */
export const EVENT_FILE_ACCEPT = EVENT_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

const MB = 1024 * 1024;

/** A size as the Vietnamese read it: '850 KB', '1,5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MB) return `${formatNumber(bytes / 1024)} KB`;
  return `${formatNumber(bytes / MB)} MB`;
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const TOO_MANY_FILES_MESSAGE = `Mỗi sự kiện có tối đa ${EVENT_FILES_MAX} tệp đính kèm`;

/** Why one file cannot be attached, or null. */
export function fileProblem(file: { name: string; size?: number | undefined }): string | null {
  if (!(EVENT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `Tệp ${file.name} có định dạng không được hỗ trợ. Các định dạng cho phép: ${EVENT_FILE_EXTENSIONS.join(', ')}; mỗi tệp không quá ${EVENT_FILE_SIZE_MAX / MB} MB`;
  }
  if ((file.size ?? 0) > EVENT_FILE_SIZE_MAX) {
    return `Tệp ${file.name} quá lớn. Kích thước tối đa cho phép: ${EVENT_FILE_SIZE_MAX / MB} MB`;
  }
  if (file.size === 0) return `Tệp ${file.name} không có nội dung`;
  return null;
}

/**
 * The files chosen after a pick: those already chosen, then each new one that passes its checks
 * while the event stays within 10 files (with the `existing` ones it has); a message for each one
 * left out, the count's message once.
 */
export function pickAttachments<F extends { uid: string; name: string; size?: number | undefined }>(
  chosen: readonly F[],
  picked: readonly F[],
  existing: number,
): { kept: F[]; problems: string[] } {
  const kept = [...chosen];
  const problems: string[] = [];
  let tooMany = false;
  for (const file of picked) {
    if (kept.some((f) => f.uid === file.uid)) continue;
    const problem = fileProblem(file);
    if (problem) problems.push(problem);
    else if (existing + kept.length >= EVENT_FILES_MAX) tooMany = true;
    else kept.push(file);
  }
  if (tooMany) problems.push(TOO_MANY_FILES_MESSAGE);
  return { kept, problems };
}

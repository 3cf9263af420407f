import { EVENT_FILE_EXTENSIONS, EVENT_FILE_SIZE_MAX } from '@congdoan/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../errors.js';
import { fileTooLarge, type UploadedFile } from '../form.js';

/**
 * An attachment is taken for what its bytes say, not for its name: a .pdf that is not a PDF is
 * refused ('Tệp … không đúng định dạng'). file-type reads the signature; the Office formats are
 * containers it knows (docx, xlsx, pptx: zip parts it looks into; doc, xls, ppt: the compound
 * file 'cfb', which it does not tell apart, so those three take their type from the name).
 */

type Extension = (typeof EVENT_FILE_EXTENSIONS)[number];

/** What file-type may find in a file of each extension. */
const CONTENT_OF: Record<Extension, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  // The Office containers are zip archives too.
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
  rar: ['rar'],
};

/** The compound-file formats, typed by their extension once the content is found to be one. */
const CFB_MIME: Partial<Record<Extension, string>> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** The images shown on the event's page (and the only files served inline). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const isImage = (mimeType: string) => (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType);

export interface CheckedFile {
  originalName: string;
  mimeType: string;
  size: number;
  content: Buffer;
}

const NAME_MAX = 255;

/** The name without any folder a browser or a client put in front of it ('C:\\fakepath\\a.pdf'). */
function baseName(name: string): string {
  const base = name.split(/[\\/]/).pop()!.trim();
  if (base.length <= NAME_MAX) return base || 'tep-dinh-kem';
  // Kept short with its extension, so the type it is checked for is still the one it shows.
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot) : '';
  return base.slice(0, NAME_MAX - ext.length) + ext;
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

const isAllowedExtension = (ext: string): ext is Extension =>
  (EVENT_FILE_EXTENSIONS as readonly string[]).includes(ext);

/** An attachment's name, size and content checked; its MIME type read from its bytes. */
export async function checkEventFile(file: UploadedFile): Promise<CheckedFile> {
  const originalName = baseName(file.name);
  if (file.content.length > EVENT_FILE_SIZE_MAX) throw fileTooLarge(originalName);
  const ext = extensionOf(originalName);
  if (!isAllowedExtension(ext)) {
    throw new AppError(
      'event_file_type_invalid',
      `Tệp ${originalName} có định dạng không được hỗ trợ. Các định dạng cho phép: ${EVENT_FILE_EXTENSIONS.join(', ')}`,
    );
  }
  const found = file.content.length ? await fileTypeFromBuffer(file.content) : undefined;
  if (!found || !CONTENT_OF[ext].includes(found.ext)) {
    throw new AppError('event_file_type_invalid', `Tệp ${originalName} không đúng định dạng`);
  }
  return {
    originalName,
    mimeType: found.ext === 'cfb' ? CFB_MIME[ext]! : found.mime,
    size: file.content.length,
    content: file.content,
  };
}

/** Every file checked, in order; the first refused stops the request (nothing is written). */
export async function checkEventFiles(files: UploadedFile[]): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkEventFile(file));
  return checked;
}

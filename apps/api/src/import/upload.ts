import type { FastifyRequest } from 'fastify';
import type yauzl from 'yauzl';
import { AppError } from '../errors.js';
import { assertSafeText } from '../plugins/text-guard.js';
import { openZip, zipEntries } from './zip.js';

/**
 * The guards an uploaded workbook passes before anything parses it (users and organisations
 * imports): one file, at most `maxBytes`, a real zip holding xl/workbook.xml (not just a name ending
 * in .xlsx), and no zip bomb. The inflated size is checked first from the central directory and
 * then while inflating (a directory can lie about its sizes); the sheet reader then opens only the
 * entries counted here.
 */

/** A workbook inflates to at most this much… */
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** …and no part inflates more than this many times its compressed size (text compresses ~10×). */
export const MAX_COMPRESSION_RATIO = 100;
/** Besides the file, a form may carry a few short fields (organisations: startRow). */
export const MAX_FORM_FIELDS = 5;

export interface Upload {
  buffer: Buffer;
  fileName: string;
  /** The other fields of the form, by name (the first value of each). */
  fields: Record<string, string>;
}

const multipartCode = (err: unknown) => (err as { code?: string } | null)?.code;

/**
 * The one file of a multipart request (field `file`) and its text fields, in whatever order they
 * come, or the matching Vietnamese refusal.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  let buffer: Buffer | undefined;
  let fileName = '';
  const fields: Record<string, string> = {};
  try {
    if (!request.isMultipart()) throw new AppError('import_file_required');
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: MAX_FORM_FIELDS, parts: MAX_FORM_FIELDS + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file') {
        buffer = await part.toBuffer();
        fileName = part.filename;
      } else {
        // A file under another name is not the workbook: drained, so the form can be read on.
        part.file.resume();
      }
    }
  } catch (err) {
    const code = multipartCode(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('import_file_too_large');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('import_file_invalid');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('import_file_required');
    throw err;
  }
  // The form's text reaches the audit log (the file name) and the checks: held to every route's rule.
  assertSafeText(fields);
  assertSafeText(fileName, 'file');
  if (!buffer || buffer.length === 0) throw new AppError('import_file_required');
  await assertSafeXlsx(buffer);
  return { buffer, fileName, fields };
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Refuses anything that is not a zip with xl/workbook.xml, and zips that inflate suspiciously. */
async function assertSafeXlsx(buffer: Buffer): Promise<void> {
  if (buffer.length < ZIP_SIGNATURE.length || !buffer.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    throw new AppError('import_file_invalid');
  }
  const zip = await openZip(buffer);
  // The central directory first: cheap, nothing is inflated yet.
  const entries: yauzl.Entry[] = [];
  let total = 0;
  try {
    for await (const entry of zipEntries(zip)) {
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (total > MAX_UNCOMPRESSED_BYTES || ratio > MAX_COMPRESSION_RATIO) {
        throw new AppError('import_file_unsafe');
      }
      entries.push(entry);
    }
  } catch (err) {
    zip.close();
    if (err instanceof AppError) throw err;
    throw new AppError('import_file_invalid');
  }
  if (!entries.some((e) => e.fileName === 'xl/workbook.xml')) {
    zip.close();
    throw new AppError('import_file_invalid');
  }
  // Then inflate once, counting: yauzl stops an entry that inflates past its declared size.
  try {
    let inflated = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      for await (const chunk of stream) {
        inflated += (chunk as Buffer).length;
        if (inflated > MAX_UNCOMPRESSED_BYTES) {
          stream.destroy();
          throw new AppError('import_file_unsafe');
        }
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // An entry inflating past the size its directory declared is a bomb in disguise.
    if (err instanceof Error && /too many bytes/.test(err.message)) throw new AppError('import_file_unsafe');
    throw new AppError('import_file_invalid');
  } finally {
    zip.close();
  }
}

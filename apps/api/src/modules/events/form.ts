import { ERRORS, EVENT_FILE_SIZE_MAX, EVENT_FILES_MAX } from '@congdoan/shared';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { assertSafeText } from '../../plugins/text-guard.js';

/**
 * An event's create and update take JSON, or a multipart form as the deployed clients send it:
 * the same fields as text, the attachments in `files`. A preValidation hook turns the form into
 * the request's body, so the route's one zod schema validates both; the files wait aside for the
 * handler. The parser's limits cut a huge upload off early: a file past 10 MB, an eleventh file,
 * too many fields or a field too long stops the reading with a refusal. A form is held in memory
 * whole until its response is sent, so the forms of one process share a budget of bytes
 * (`formBudget`): each takes what its Content-Length declares, and one that would overdraw it is told
 * to come back (503 uploads_busy) before a byte of it is read.
 */

/** A file as it came, before its checks (files/check.ts). */
export interface UploadedFile {
  name: string;
  content: Buffer;
}

/** The fields of an event and its lists, a list item repeated as a field of its own at most this often. */
const FORM_FIELDS_MAX = 250;
/** A field holds at most the formatted text (100,000 characters, at most 4 bytes each). */
const FIELD_BYTES_MAX = 512 * 1024;
/** All the text of a form together, as a JSON body (bodyLimit). */
const FORM_TEXT_BYTES_MAX = 1024 * 1024;

/** The most a form may declare: its files, its text and the multipart framing around them. */
export const FORM_BYTES_MAX = EVENT_FILES_MAX * EVENT_FILE_SIZE_MAX + FORM_TEXT_BYTES_MAX + 1024 * 1024;

export const MULTIPART_LIMITS = {
  fileSize: EVENT_FILE_SIZE_MAX,
  files: EVENT_FILES_MAX,
  fields: FORM_FIELDS_MAX,
  fieldSize: FIELD_BYTES_MAX,
  parts: FORM_FIELDS_MAX + EVENT_FILES_MAX,
};

/**
 * Routes that take a form, in a context of their own with the multipart parser: every other route
 * of the module answers 415 to a form, as the rest of the API does.
 */
export const withForm =
  (routes: FastifyPluginAsyncZod): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    await app.register(routes);
  };

/**
 * Bytes that the forms being read and handled in this process may hold together: about three forms
 * at the edge of the limits, or dozens of the usual few megabytes.
 */
export class ByteBudget {
  private held = 0;

  constructor(readonly total: number) {}

  /** Takes `bytes` and gives back the function that returns them, or null when they are not there. */
  take(bytes: number): (() => void) | null {
    if (this.held + bytes > this.total) return null;
    this.held += bytes;
    let returned = false;
    return () => {
      if (returned) return;
      returned = true;
      this.held -= bytes;
    };
  }
}

export const formBudget = new ByteBudget(3 * FORM_BYTES_MAX);

/** A busy process says when to come back. */
const RETRY_AFTER_SECONDS = 30;

/**
 * Takes the form's declared size from the budget until its response is sent (or its connection
 * closes): refused when it declares more than a form may hold (413), or when the budget has not
 * that much left (503, Retry-After). A form without a Content-Length (sent in chunks) takes the
 * most a form may hold.
 */
function reserve(request: FastifyRequest, reply: FastifyReply): void {
  const declared = Number(request.headers['content-length']);
  const bytes = Number.isFinite(declared) && declared >= 0 ? declared : FORM_BYTES_MAX;
  if (bytes > FORM_BYTES_MAX) throw new AppError('payload_too_large');
  const giveBack = formBudget.take(bytes);
  if (!giveBack) {
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw new AppError('uploads_busy');
  }
  reply.raw.once('close', giveBack);
}

/** The field the files come in ('files', or 'files[]' as some form libraries name a list). */
const isFilesField = (name: string) => name === 'files' || name === 'files[]';

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The files of a multipart request (none for JSON). */
export const uploadedFiles = (request: FastifyRequest): UploadedFile[] => uploads.get(request) ?? [];

export const fileTooLarge = (name: string) =>
  new AppError('event_file_too_large', `Tệp ${name} quá lớn. Kích thước tối đa cho phép: 10MB`);

const formInvalid = (message: string) =>
  new AppError('validation_failed', message, [{ path: 'form', message }]);

function refusal(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; part?: { filename?: string } } | null;
  switch (e?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(e.part?.filename || 'đính kèm');
    case 'FST_FILES_LIMIT':
      return new AppError('event_files_too_many');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return formInvalid('Biểu mẫu có quá nhiều trường');
    default:
      // Malformed multipart (cut short, a field of JSON that is not JSON…): the form, not the server.
      return formInvalid(ERRORS.validation_failed.message);
  }
}

/**
 * Reads a multipart request: its text fields become `request.body` (a field sent several times, or
 * named `x[]`, a list), its files in `files` are kept for `uploadedFiles`, a file under another
 * name is drained and ignored. A JSON request is left as it is.
 */
export async function readMultipartForm(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.isMultipart()) return;
  reserve(request, reply);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  let textBytes = 0;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        const name = part.fieldname.replace(/\[\]$/, '');
        if (part.valueTruncated) throw formInvalid(`Trường ${name} quá dài`);
        const value = part.value;
        textBytes += typeof value === 'string' ? Buffer.byteLength(value) : 0;
        if (textBytes > FORM_TEXT_BYTES_MAX) throw new AppError('payload_too_large');
        const had = fields[name];
        fields[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
      } else if (isFilesField(part.fieldname)) {
        const content = await part.toBuffer();
        // A form's empty file input sends a part with no name and no bytes: no file.
        if (part.filename === '' && content.length === 0) continue;
        files.push({ name: part.filename, content });
      } else {
        // Not an attachment: drained unread, though its name is still text of the request.
        part.file.resume();
        assertSafeText(part.filename, part.fieldname);
      }
    }
  } catch (err) {
    throw refusal(err);
  }
  // The text of a form reaches the checks and the audit log: held to every route's rule.
  assertSafeText(fields);
  assertSafeText(
    files.map((f) => f.name),
    'files',
  );
  request.body = fields;
  uploads.set(request, files);
}

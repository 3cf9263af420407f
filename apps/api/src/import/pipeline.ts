import { PassThrough } from 'node:stream';
import { dataOf } from '@congdoan/shared';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../actor.js';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { loggableError } from '../db/loggable-error.js';
import { AppError } from '../errors.js';
import { actorOf, type RoutePermission } from '../plugins/auth.js';
import { sendDownload } from '../plugins/download.js';
import { type Conflicts, type Write, writeTransaction } from '../write/transaction.js';
import { writeErrorsWorkbook } from './errors-workbook.js';
import { importQueue, type Turn } from './queue.js';
import { RowErrors } from './row-errors.js';
import { readRows, type SheetLayout, type SheetRow } from './rows.js';
import { type OpenedWorkbook, openWorkbook } from './sheet-reader.js';
import { MAX_FORM_FIELDS, readUpload, type Upload } from './upload.js';
import { workbookDownload } from './xlsx.js';

/**
 * The one import pipeline (see README.md): each import is a definition of its own steps, and this
 * registers its two routes. POST import: the upload guards, the rows read one at a time and checked,
 * the check against the database, then either every problem at once (400 import_has_errors with
 * row, column and message) or the whole file written in one transaction. POST errors: the same
 * checks, answered with the uploaded rows and a 'Lỗi' column, streamed. Both take their turn in the
 * process's import queue.
 */
export interface ImportDefinition<Ctx, Row, Plan, Result, Preview = never> {
  paths: { import: string; errors: string };
  permission: RoutePermission;
  tag: string;
  summary: { import: string; errors: string };
  /** The multipart form as the API documentation describes it. */
  description: string;
  querystring?: z.ZodType;
  result: z.ZodType<Result>;
  errorsFileName: string;
  maxBytes: number;
  /** What reading and checking depend on (custom fields, the first row…), from the request. */
  context(request: FastifyRequest, fields: Record<string, string>): Promise<Ctx>;
  layout(ctx: Ctx): SheetLayout;
  /** A row's own rules, as it is read: what it returns is all that is kept of the row. */
  parseRow(row: SheetRow, errors: RowErrors, ctx: Ctx): Row;
  /** The rules across rows and against the database; the plan is written only without errors. */
  check(db: DbOrTx, actor: Actor, rows: Row[], errors: RowErrors, ctx: Ctx): Promise<Plan>;
  /**
   * Slow work the plan needs before its transaction opens (hashing passwords). It runs with the
   * import's turn given back: it needs no workbook, and minutes of hashing must not hold up others.
   */
  beforeWrite?(plan: Plan): Promise<Plan>;
  /**
   * When given, the check runs inside the write's transaction after this (which takes its locks
   * and may read the context again), so that nothing it relied on changes before the write.
   */
  lockForCheck?(tx: Tx, ctx: Ctx): Promise<Ctx>;
  write(w: Write, plan: Plan, by: { actor: Actor; ctx: Ctx; fileName: string }): Promise<Result>;
  /** What the database may still refuse (a concurrent write) and its answer. */
  conflicts?: Conflicts;
  /**
   * When given, POST `path` reads and checks the file as the import does and answers what importing
   * it would do (`of` the plan), writing nothing; a file with problems is refused alike.
   */
  preview?: { path: string; summary: string; result: z.ZodType<Preview>; of(plan: Plan): Preview };
}

/** A busy queue says when to come back. */
const RETRY_AFTER_SECONDS = 60;

/**
 * Reads an import's upload (the guards of upload.ts), then runs `work` in the request's turn of the
 * process's import queue; a busy queue answers 503 import_busy with Retry-After. Every import goes
 * through it: the pipeline's routes, and an import of its own shape (companies: one sheet per zone).
 */
export async function inImportTurn<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
  work: (upload: Upload, turn: Turn) => Promise<T>,
): Promise<T> {
  let turn: Turn | undefined;
  try {
    turn = importQueue.admit();
    // Read before the wait: a waiting request holds its upload (at most maxBytes), not a socket.
    const upload = await readUpload(request, maxBytes);
    await turn.ready();
    return await work(upload, turn);
  } catch (err) {
    if (err instanceof AppError && err.code === 'import_busy') {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    throw err;
  } finally {
    turn?.release();
  }
}

/** Only an import's routes take multipart; readUpload checks the limits again. */
export const registerImportMultipart = (app: FastifyInstance, maxBytes: number) =>
  app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: MAX_FORM_FIELDS, parts: MAX_FORM_FIELDS + 1 },
  });

export const importRoutes =
  <Ctx, Row, Plan, Result, Preview = never>(
    db: Db,
    def: ImportDefinition<Ctx, Row, Plan, Result, Preview>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    await registerImportMultipart(app, def.maxBytes);

    const inTurn = <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      work: (upload: Upload, turn: Turn) => Promise<T>,
    ) => inImportTurn(request, reply, def.maxBytes, work);

    /** The rows, each checked as it is read; problems go to `errors`. */
    const rowsOf = (book: OpenedWorkbook, ctx: Ctx, errors: RowErrors) =>
      readRows(book, def.layout(ctx), (row) => def.parseRow(row, errors, ctx));
    const headersOf = (ctx: Ctx) => def.layout(ctx).columns.map((c) => c.header);
    const refuse = (errors: RowErrors, ctx: Ctx) => {
      if (errors.count) {
        throw new AppError(
          'import_has_errors',
          `Tệp có ${errors.rowCount} dòng lỗi, chưa ghi dòng nào`,
          errors.sorted(headersOf(ctx)),
        );
      }
    };

    /** The file's rows, each checked as read; the workbook is closed before the check and the write. */
    async function readFile(request: FastifyRequest, upload: Upload) {
      const ctx = await def.context(request, upload.fields);
      const errors = new RowErrors();
      const book = await openWorkbook(upload.buffer);
      const rows = await rowsOf(book, ctx, errors).finally(book.close);
      return { ctx, errors, rows };
    }

    /** The file read and checked outside a transaction: its plan, or the refusal of its problems. */
    async function planOf(request: FastifyRequest, upload: Upload) {
      const { ctx, errors, rows } = await readFile(request, upload);
      const plan = await def.check(db, actorOf(request), rows, errors, ctx);
      refuse(errors, ctx);
      return { ctx, plan };
    }

    async function importFile(request: FastifyRequest, upload: Upload, turn: Turn) {
      const actor = actorOf(request);
      const { lockForCheck } = def;
      if (lockForCheck) {
        const { ctx, errors, rows } = await readFile(request, upload);
        return writeTransaction(
          db,
          request,
          async (w) => {
            const locked = await lockForCheck(w.tx, ctx);
            const plan = await def.check(w.tx, actor, rows, errors, locked);
            refuse(errors, locked);
            return def.write(w, plan, { actor, ctx: locked, fileName: upload.fileName });
          },
          def.conflicts,
        );
      }
      const { ctx, plan: checked } = await planOf(request, upload);
      let plan = checked;
      if (def.beforeWrite) {
        turn.release();
        plan = await def.beforeWrite(checked);
      }
      return writeTransaction(
        db,
        request,
        (w) => def.write(w, plan, { actor, ctx, fileName: upload.fileName }),
        def.conflicts,
      );
    }

    /** Every problem of the file, sorted; the rows and the plan are gone once it returns. */
    async function problemsOf(request: FastifyRequest, upload: Upload, book: OpenedWorkbook) {
      const ctx = await def.context(request, upload.fields);
      const errors = new RowErrors();
      const rows = await rowsOf(book, ctx, errors);
      await def.check(db, actorOf(request), rows, errors, ctx);
      const layout: SheetLayout = def.layout(ctx);
      return { layout, errors: errors.sorted(headersOf(ctx)) };
    }

    const schema = (summary: string) => ({
      tags: [def.tag],
      summary,
      consumes: ['multipart/form-data'],
      description: def.description,
      ...(def.querystring ? { querystring: def.querystring } : {}),
    });

    app.post(
      def.paths.import,
      {
        config: { permission: def.permission },
        schema: { ...schema(def.summary.import), response: { 200: dataOf(def.result) } },
      },
      (request, reply) =>
        inTurn(request, reply, async (upload, turn) => ({ data: await importFile(request, upload, turn) })),
    );

    const { preview } = def;
    if (preview) {
      app.post(
        preview.path,
        {
          config: { permission: def.permission },
          schema: { ...schema(preview.summary), response: { 200: dataOf(preview.result) } },
        },
        (request, reply) =>
          inTurn(request, reply, async (upload) => ({
            data: preview.of((await planOf(request, upload)).plan),
          })),
      );
    }

    app.post(
      def.paths.errors,
      { config: { permission: def.permission }, schema: schema(def.summary.errors) },
      (request, reply) =>
        inTurn(request, reply, async (upload) => {
          // Opened once for both readings: the rows checked, then the rows written back.
          const book = await openWorkbook(upload.buffer);
          try {
            const { layout, errors } = await problemsOf(request, upload, book);
            // Decided before the first byte: every refusal above is still an answer of its own.
            const out = new PassThrough();
            sendDownload(reply, workbookDownload(def.errorsFileName, out));
            try {
              await writeErrorsWorkbook(
                book,
                errors,
                { sheet: layout.sheet, firstRow: layout.firstRow, columns: layout.columns.length },
                out,
              );
            } catch (err) {
              if (!out.destroyed)
                request.log.error({ err: loggableError(err) }, 'errors workbook failed while streaming');
              out.destroy(err instanceof Error ? err : new Error(String(err)));
            }
            return reply;
          } finally {
            book.close();
          }
        }),
    );
  };

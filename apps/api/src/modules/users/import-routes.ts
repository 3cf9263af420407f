import {
  dataOf,
  SPREADSHEET_MIME,
  USER_IMPORT_ERRORS_FILE_NAME,
  USER_IMPORT_FILE_NAME,
  USER_IMPORT_MAX_BYTES,
  userImportResult,
} from '@congdoan/shared';
import fastifyMultipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../../passwords.js';
import { actorOf } from '../../plugins/auth.js';
import { readUpload } from '../../xlsx/upload.js';
import { checkUserImport, type PasswordHasher, rowsWithErrors, writeUserImport } from './import-service.js';
import { buildTemplate, readUserRows, usersWithErrorColumn } from './import-workbook.js';
import { grantableRoles } from './repository.js';

export interface UserImportOptions {
  /** Production hashes with argon2id; only the benchmark hands in precomputed hashes. */
  hashPassword?: PasswordHasher;
}

const sendWorkbook = (reply: FastifyReply, buffer: Buffer, fileName: string) =>
  reply
    .header('content-type', SPREADSHEET_MIME)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(buffer);

const multipartDoc = {
  consumes: ['multipart/form-data'],
  description: `Trường \`file\`: một tệp .xlsx theo mẫu, tối đa ${USER_IMPORT_MAX_BYTES / 1024 / 1024} MB và 10.000 dòng.`,
};

/** GET the template, POST an import (all rows or none), POST for the workbook with an error column. */
export const userImportRoutes =
  ({ db }: { db: Db }, options: UserImportOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    const hash = options.hashPassword ?? hashPassword;
    // Only these routes take multipart; the limits here are the outer bound, readUpload checks again.
    await app.register(fastifyMultipart, {
      limits: { fileSize: USER_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    // One handler for our path and the spec §7 'user import template download'.
    for (const url of ['/user/import-template', '/user/download-template']) {
      app.get(
        url,
        {
          config: { permission: ['create', 'user'] },
          schema: {
            tags: ['users'],
            summary: 'Tải file mẫu nhập người dùng (.xlsx, dữ liệu từ dòng 3, vai trò theo quyền người gọi)',
          },
        },
        async (request, reply) => {
          const actor = actorOf(request);
          const roles = await grantableRoles(db, actor);
          const [org] = actor.organizationId
            ? await db
                .select({ name: organizations.name })
                .from(organizations)
                .where(eq(organizations.id, actor.organizationId))
            : [];
          const buffer = await buildTemplate({
            roleNames: roles.map((r) => r.name),
            example: {
              fullName: 'Nguyễn Văn An',
              username: 'an.nv',
              passWord: 'Matkhau@123',
              identity: '001090000001',
              email: 'an.nv@example.vn',
              phoneNumber: '0912345678',
              roleName: roles.at(-1)?.name ?? '',
              organizationName: org?.name ?? '',
              ward: '',
              zone: '',
            },
          });
          return sendWorkbook(reply, buffer, USER_IMPORT_FILE_NAME);
        },
      );
    }

    app.post(
      '/user/import',
      {
        config: { permission: ['create', 'user'] },
        schema: {
          tags: ['users'],
          summary:
            'Nhập người dùng từ Excel: kiểm tra mọi dòng trước; có dòng lỗi thì không ghi dòng nào (400 import_has_errors, details: row, column, message)',
          ...multipartDoc,
          response: { 200: dataOf(userImportResult) },
        },
      },
      async (request) => {
        const upload = await readUpload(request, USER_IMPORT_MAX_BYTES);
        const rows = await readUserRows(upload.buffer);
        const { errors, plan } = await checkUserImport(db, actorOf(request), rows);
        if (errors.length) {
          throw new AppError(
            'import_has_errors',
            `Tệp có ${rowsWithErrors(errors)} dòng lỗi, chưa ghi dòng nào`,
            errors,
          );
        }
        return { data: await writeUserImport(db, request, plan, hash, upload.fileName) };
      },
    );

    app.post(
      '/user/import-errors',
      {
        config: { permission: ['create', 'user'] },
        schema: {
          tags: ['users'],
          summary:
            'Kiểm tra file nhập người dùng và trả lại chính file đó kèm cột "Lỗi" cho từng dòng (không ghi gì)',
          ...multipartDoc,
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, USER_IMPORT_MAX_BYTES);
        const rows = await readUserRows(upload.buffer);
        const { errors } = await checkUserImport(db, actorOf(request), rows);
        return sendWorkbook(
          reply,
          await usersWithErrorColumn(upload.buffer, errors),
          USER_IMPORT_ERRORS_FILE_NAME,
        );
      },
    );
  };

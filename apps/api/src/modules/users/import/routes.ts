import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_ERRORS_FILE_NAME,
  USER_IMPORT_FILE_NAME,
  USER_IMPORT_FIRST_ROW,
  USER_IMPORT_MAX_BYTES,
  USER_IMPORT_MAX_ROWS,
  type UserImportResult,
  type UserZaloImportResult,
  userImportResult,
  userImportRow,
  userZaloImportResult,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { ACCOUNT_UNIQUE } from '../../../domain/accounts.js';
import { type ImportDefinition, importRoutes } from '../../../import/pipeline.js';
import { parseFields, sheetLayout } from '../../../import/rows.js';
import { workbookDownload } from '../../../import/xlsx.js';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import { hashPassword } from '../../../sessions/passwords.js';
import { checkUserImport, USER_HEADERS, type UserImportPlan, type UserRow } from './check.js';
import { USERS_SHEET, userTemplate } from './template.js';
import { type PasswordHasher, withPasswordHashes, writeUserImport, writeUserImportWithIds } from './write.js';
import { linkFollowersByPhone } from './zalo-link.js';

export interface UserImportOptions {
  /** Production hashes with argon2id; only the benchmark hands in precomputed hashes. */
  hashPassword?: PasswordHasher;
}

const LAYOUT = sheetLayout(
  { sheet: USERS_SHEET, firstRow: USER_IMPORT_FIRST_ROW, maxRows: USER_IMPORT_MAX_ROWS },
  USER_IMPORT_COLUMNS,
);

/** The users import as a configuration of the import pipeline (src/import/README.md). */
const userImport = (
  hash: PasswordHasher,
): ImportDefinition<null, UserRow, UserImportPlan, UserImportResult> => ({
  paths: { import: '/user/import', errors: '/user/import-errors' },
  permission: ['create', 'user'],
  tag: 'users',
  summary: {
    import:
      'Nhập người dùng từ Excel: kiểm tra mọi dòng trước; có dòng lỗi thì không ghi dòng nào (400 import_has_errors, details: row, column, message)',
    errors:
      'Kiểm tra file nhập người dùng và trả lại chính file đó kèm cột "Lỗi" cho từng dòng (không ghi gì)',
  },
  description: `Trường \`file\`: một tệp .xlsx theo mẫu, tối đa ${USER_IMPORT_MAX_BYTES / 1024 / 1024} MB và 10.000 dòng.`,
  result: userImportResult,
  errorsFileName: USER_IMPORT_ERRORS_FILE_NAME,
  maxBytes: USER_IMPORT_MAX_BYTES,
  context: async () => null,
  layout: () => LAYOUT,
  parseRow: (row, errors) => ({ row: row.row, ...parseFields(userImportRow, row, USER_HEADERS, errors) }),
  check: (tx, actor, rows, errors) => checkUserImport(tx, actor, rows, errors),
  beforeWrite: (plan) => withPasswordHashes(plan, hash),
  write: (w, plan, { fileName }) => writeUserImport(w, plan, fileName),
  conflicts: { unique: ACCOUNT_UNIQUE },
});

/**
 * The deployed system's POST user/import-with-zalo-link (docs/compatibility.md): the same import (our
 * template, all rows or none), then each account written or named is linked to the OA follower with
 * its phone number (zalo-link.ts), every row's link reported; the deployed answer's fields beside ours.
 */
const userZaloImport = (
  hash: PasswordHasher,
): ImportDefinition<null, UserRow, UserImportPlan, UserZaloImportResult> => {
  const base = userImport(hash);
  return {
    ...base,
    paths: { import: '/user/import-with-zalo-link', errors: '/user/import-with-zalo-link-errors' },
    summary: {
      import:
        'Nhập người dùng từ Excel rồi liên kết tài khoản Zalo theo số điện thoại (hệ thống đang chạy): không ghi đè liên kết đã có, kết quả liên kết từng dòng',
      errors: base.summary.errors,
    },
    result: userZaloImportResult,
    write: async (w, plan, { actor, fileName }) => {
      const { result, createdIds } = await writeUserImportWithIds(w, plan, fileName);
      const zaloLinks = await linkFollowersByPhone(w, actor, [
        ...plan.creates.map((c, i) => ({
          row: c.row,
          userId: createdIds[i]!,
          phoneNumber: c.fields.phoneNumber ?? null,
        })),
        ...plan.updates.map((u) => ({ row: u.row, userId: u.userId, phoneNumber: u.phoneNumber })),
        ...plan.unchanged,
      ]);
      const zaloLinkedCount = zaloLinks.filter((l) => l.outcome === 'linked').length;
      return {
        ...result,
        message: 'Import thành công',
        successCount: result.created + result.updated + result.skipped,
        errorCount: 0,
        createdIds,
        zaloLinkedCount,
        zaloNotFoundCount: zaloLinks.filter((l) => l.outcome === 'not_found' || l.outcome === 'no_phone')
          .length,
        summary: `Đã tạo ${result.created} tài khoản, liên kết ${zaloLinkedCount} tài khoản Zalo`,
        zaloLinks,
      };
    },
    conflicts: { unique: { ...ACCOUNT_UNIQUE, zalo_accounts_user_key: 'zalo_user_already_linked' } },
  };
};

/** GET the template, POST an import (all rows or none), POST for the workbook with an error column. */
export const userImportRoutes =
  ({ db }: { db: Db }, options: UserImportOptions = {}): FastifyPluginAsyncZod =>
  async (app) => {
    // One handler for our path, the specification's template download and the deployed report/ one
    // (docs/requirements.md, "Aliases"; open there, here the same right as ours).
    for (const url of [
      '/user/import-template',
      '/user/download-template',
      '/report/download-template-import-user',
    ]) {
      app.get(
        url,
        {
          config: { permission: ['create', 'user'] },
          schema: {
            tags: ['users'],
            summary: 'Tải file mẫu nhập người dùng (.xlsx, dữ liệu từ dòng 3, vai trò theo quyền người gọi)',
          },
        },
        async (request, reply) =>
          sendDownload(
            reply,
            workbookDownload(USER_IMPORT_FILE_NAME, await userTemplate(db, actorOf(request))),
          ),
      );
    }
    await app.register(importRoutes(db, userImport(options.hashPassword ?? hashPassword)));
    await app.register(importRoutes(db, userZaloImport(options.hashPassword ?? hashPassword)));
  };

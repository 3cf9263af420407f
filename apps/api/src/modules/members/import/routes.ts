import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_ERRORS_FILE_NAME,
  MEMBER_IMPORT_FILE_NAME,
  MEMBER_IMPORT_FIRST_ROW,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  MEMBER_IMPORT_PREVIEW_ROWS,
  MEMBER_IMPORT_SHEET,
  type MemberImportPreview,
  type MemberImportResult,
  memberImportPreview,
  memberImportResult,
  memberImportRow,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { MEMBER_CONFLICTS } from '../../../domain/members/writes.js';
import { type ImportDefinition, importRoutes } from '../../../import/pipeline.js';
import { parseFields, sheetLayout } from '../../../import/rows.js';
import { workbookDownload } from '../../../import/xlsx.js';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import { checkMemberImport, MEMBER_HEADERS, type MemberImportPlan, type MemberRow } from './check.js';
import { memberTemplate } from './template.js';
import { writeMemberImport } from './write.js';

const LAYOUT = sheetLayout(
  { sheet: MEMBER_IMPORT_SHEET, firstRow: MEMBER_IMPORT_FIRST_ROW, maxRows: MEMBER_IMPORT_MAX_ROWS },
  MEMBER_IMPORT_COLUMNS,
);

/** What importing the file would do: the counts, and the first rows with what each does. */
function previewOf(plan: MemberImportPlan): MemberImportPreview {
  const rows = [
    ...plan.creates.map((c) => ({
      row: c.row,
      action: 'create' as const,
      fullName: c.record.fullName,
      organizationName: c.organizationName,
      cardNumber: c.record.cardNumber ?? null,
      memberId: null,
      changes: [],
    })),
    ...plan.updates.map((u) => ({
      row: u.row,
      action: 'update' as const,
      fullName: u.record.fullName,
      organizationName: u.stored.organizationName,
      cardNumber: u.record.cardNumber ?? u.stored.cardNumber,
      memberId: u.stored.id,
      changes: u.changes,
    })),
    ...plan.skipped.map((s) => ({
      row: s.row,
      action: 'skip' as const,
      fullName: s.stored.fullName,
      organizationName: s.stored.organizationName,
      cardNumber: s.stored.cardNumber,
      memberId: s.stored.id,
      changes: [],
    })),
  ];
  return {
    created: plan.creates.length,
    updated: plan.updates.length,
    skipped: plan.skipped.length,
    rows: rows.sort((a, b) => a.row - b.row).slice(0, MEMBER_IMPORT_PREVIEW_ROWS),
  };
}

/** The member import as a configuration of the import pipeline (src/import/README.md). */
const memberImport: ImportDefinition<
  null,
  MemberRow,
  MemberImportPlan,
  MemberImportResult,
  MemberImportPreview
> = {
  paths: { import: '/member/import', errors: '/member/import-errors' },
  permission: ['import_excel', 'member'],
  tag: 'members',
  summary: {
    import:
      'Nhập đoàn viên từ Excel: kiểm tra mọi dòng trước; có dòng lỗi thì không ghi dòng nào (400 import_has_errors, details: row, column, message). Trùng số thẻ hoặc CCCD của đoàn viên đang sinh hoạt: cập nhật các ô có ghi',
    errors:
      'Kiểm tra file nhập đoàn viên và trả lại chính file đó kèm cột "Lỗi" cho từng dòng (không ghi gì)',
  },
  description: `Trường \`file\`: một tệp .xlsx theo mẫu, tối đa ${MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB và ${MEMBER_IMPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng.`,
  result: memberImportResult,
  errorsFileName: MEMBER_IMPORT_ERRORS_FILE_NAME,
  maxBytes: MEMBER_IMPORT_MAX_BYTES,
  context: async () => null,
  layout: () => LAYOUT,
  parseRow: (row, errors) => ({ row: row.row, ...parseFields(memberImportRow, row, MEMBER_HEADERS, errors) }),
  // The check runs in the write's transaction: the members it matches stay as it read them.
  lockForCheck: async () => null,
  check: (tx, actor, rows, errors) => checkMemberImport(tx, actor, rows, errors),
  write: (w, plan, { actor, fileName }) => writeMemberImport(w, actor, plan, fileName),
  conflicts: MEMBER_CONFLICTS,
  preview: {
    path: '/member/import-preview',
    summary:
      'Xem trước file nhập đoàn viên: số đoàn viên sẽ thêm, cập nhật, không đổi và 200 dòng đầu với việc mỗi dòng sẽ làm (không ghi gì; file có lỗi: 400 import_has_errors như khi nhập)',
    result: memberImportPreview,
    of: previewOf,
  },
};

/** GET the template, POST a preview, an import (all rows or none), or the workbook with an error column. */
export const memberImportRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/member/download-template',
      {
        config: { permission: ['download_sample', 'member'] },
        schema: {
          tags: ['members'],
          summary:
            'Tải file mẫu nhập đoàn viên (.xlsx, dữ liệu từ dòng 3; danh sách công đoàn cơ sở trong phạm vi người gọi và các danh mục)',
        },
      },
      async (request, reply) =>
        sendDownload(
          reply,
          workbookDownload(MEMBER_IMPORT_FILE_NAME, await memberTemplate(db, actorOf(request))),
        ),
    );
    await app.register(importRoutes(db, memberImport));
  };

import {
  customFieldHeader,
  type DynamicFieldSchema,
  ORGANIZATION_IMPORT_COLUMNS,
  ORGANIZATION_IMPORT_ERRORS_FILE_NAME,
  ORGANIZATION_IMPORT_MAX_BYTES,
  ORGANIZATION_IMPORT_MAX_ROWS,
  ORGANIZATION_IMPORT_SHEET,
  ORGANIZATION_TEMPLATE_FILE_NAME,
  type OrganizationImportResult,
  organizationImportQuery,
  organizationImportResult,
  organizationImportRow,
} from '@congdoan/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { dynamicFieldSchemas, lockTree } from '../../../domain/organization-create.js';
import { AppError } from '../../../errors.js';
import { type ImportDefinition, importRoutes } from '../../../import/pipeline.js';
import { parseFields, type SheetLayout } from '../../../import/rows.js';
import { workbookDownload } from '../../../import/xlsx.js';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import type { Services } from '../../../services.js';
import { checkOrganizationImport } from './check.js';
import type { OrganizationRow } from './place.js';
import { ORGANIZATION_HEADERS, type OrganizationImportPlan } from './plan.js';
import { organizationTemplate } from './template.js';
import { ORGANIZATION_CONFLICTS, writeOrganizationImport } from './write.js';

/** What an organisations file is read and checked against. */
interface Context {
  startRow: number;
  customFields: DynamicFieldSchema[];
}

/** startRow from the form (the spec's multipart field), else from the query string, else 3. */
function startRowOf(request: FastifyRequest, fields: Record<string, string>): number {
  const fromQuery = (request.query as { startRow: number }).startRow;
  if (fields.startRow === undefined || fields.startRow.trim() === '') return fromQuery;
  const parsed = organizationImportQuery.safeParse({ startRow: fields.startRow });
  if (!parsed.success) {
    throw new AppError('validation_failed', `Dòng bắt đầu không hợp lệ: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data.startRow;
}

const layoutOf = ({ startRow, customFields }: Context): SheetLayout => ({
  sheet: ORGANIZATION_IMPORT_SHEET,
  firstRow: startRow,
  maxRows: ORGANIZATION_IMPORT_MAX_ROWS,
  columns: [
    ...ORGANIZATION_IMPORT_COLUMNS.map((c) => ({
      key: c.key,
      header: c.header,
      required: c.required,
      kind: c.key === 'phoneNumber' ? ('phone' as const) : ('text' as const),
    })),
    ...customFields.map((f) => ({
      key: f.key,
      header: customFieldHeader(f),
      required: false,
      kind: 'plain' as const,
    })),
  ],
});

/** The organisations import as a configuration of the import pipeline (src/import/README.md). */
const organizationImport = (
  db: Db,
): ImportDefinition<Context, OrganizationRow, OrganizationImportPlan, OrganizationImportResult> => ({
  paths: { import: '/organization/import-excel', errors: '/organization/import-excel-errors' },
  permission: ['import_excel', 'organization'],
  tag: 'organizations',
  summary: {
    import:
      'Nhập công đoàn cơ sở từ Excel: kiểm tra mọi dòng trước; có dòng lỗi thì không ghi dòng nào (400 import_has_errors, details: row, column, message). Đơn vị đã có (cùng mã, hoặc cùng tên trong cùng đơn vị cấp trên) được cập nhật',
    errors:
      'Kiểm tra file nhập công đoàn cơ sở và trả lại chính file đó kèm cột "Lỗi" cho từng dòng (không ghi gì)',
  },
  description: `Trường \`file\`: một tệp .xlsx theo mẫu, tối đa ${ORGANIZATION_IMPORT_MAX_BYTES / 1024 / 1024} MB và 10.000 dòng; trường \`startRow\` (hoặc tham số cùng tên): dòng dữ liệu đầu tiên, mặc định 3, tên cột ở dòng trên nó.`,
  querystring: organizationImportQuery,
  result: organizationImportResult,
  errorsFileName: ORGANIZATION_IMPORT_ERRORS_FILE_NAME,
  maxBytes: ORGANIZATION_IMPORT_MAX_BYTES,
  context: async (request, fields) => ({
    startRow: startRowOf(request, fields),
    customFields: await dynamicFieldSchemas(db),
  }),
  layout: layoutOf,
  parseRow: (row, errors) => ({
    row: row.row,
    custom: row.plain,
    ...parseFields(organizationImportRow, row, ORGANIZATION_HEADERS, errors),
  }),
  check: (tx, actor, rows, errors, ctx) => checkOrganizationImport(tx, actor, rows, errors, ctx.customFields),
  // Checked under the tree lock, so that no move elsewhere changes a path the plan relies on; the
  // fields again, share-locked: one deleted since the file was read leaves no stray values.
  lockForCheck: async (tx, ctx) => {
    await lockTree(tx);
    return { ...ctx, customFields: await dynamicFieldSchemas(tx, true) };
  },
  write: (w, plan, { actor, fileName }) => writeOrganizationImport(w, actor, plan, fileName),
  conflicts: ORGANIZATION_CONFLICTS,
});

/** The organisation files: the import template, the import (all rows or none), the uploaded file back with its errors. */
export const organizationImportRoutes =
  ({ db }: Pick<Services, 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    // Our path and the deployed report/download-template (open there; here the same right as ours).
    for (const url of ['/organization/download-template', '/report/download-template']) {
      app.get(
        url,
        {
          config: { permission: ['download_sample', 'organization'] },
          schema: {
            tags: ['organizations'],
            summary:
              'Tải file mẫu nhập công đoàn cơ sở (template_import.xlsx: tiêu đề dòng 1, tên cột dòng 2, dữ liệu từ dòng 3; có cột cho từng trường tùy chỉnh)',
          },
        },
        async (request, reply) =>
          sendDownload(
            reply,
            workbookDownload(
              ORGANIZATION_TEMPLATE_FILE_NAME,
              await organizationTemplate(db, actorOf(request)),
            ),
          ),
      );
    }

    await app.register(importRoutes(db, organizationImport(db)));
  };

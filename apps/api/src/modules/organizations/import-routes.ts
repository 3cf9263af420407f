import { PassThrough } from 'node:stream';
import {
  dataOf,
  ORGANIZATION_IMPORT_COLUMNS,
  ORGANIZATION_IMPORT_ERRORS_FILE_NAME,
  ORGANIZATION_IMPORT_MAX_BYTES,
  ORGANIZATION_IMPORT_SHEET,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_REPORT_FILE_NAME,
  ORGANIZATION_STATUS_LABELS,
  ORGANIZATION_TEMPLATE_FILE_NAME,
  type OrganizationImportColumnKey,
  organizationFilters,
  organizationImportQuery,
  organizationImportResult,
  SPREADSHEET_MIME,
} from '@congdoan/shared';
import fastifyMultipart from '@fastify/multipart';
import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { industrialZones, organizationChoices, organizations, wards } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { type Actor, actorOf } from '../../plugins/auth.js';
import { organizationScope } from '../../scope.js';
import type { Services } from '../../services.js';
import { readUpload } from '../../xlsx/upload.js';
import { withErrorColumn } from '../../xlsx/workbook.js';
import { checkOrganizationImport, rowsWithErrors, writeOrganizationImport } from './import-service.js';
import { buildOrganizationTemplate, readOrganizationRows, type TemplateLists } from './import-workbook.js';
import { databaseSource, planReport, writeReport } from './report.js';
import { dynamicFieldSchemas } from './repository.js';
import { lockTree } from './service.js';

/** Parents the template suggests: units above the grassroots level, and the caller's own. */
const TEMPLATE_PARENTS_MAX = 5000;

const attachment = (reply: FastifyReply, fileName: string) =>
  reply
    .header('content-type', SPREADSHEET_MIME)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);

const multipartDoc = {
  consumes: ['multipart/form-data'],
  description: `Trường \`file\`: một tệp .xlsx theo mẫu, tối đa ${ORGANIZATION_IMPORT_MAX_BYTES / 1024 / 1024} MB và 10.000 dòng; trường \`startRow\` (hoặc tham số cùng tên): dòng dữ liệu đầu tiên, mặc định 3, tên cột ở dòng trên nó.`,
};

/** startRow from the form (the spec's multipart field), else from the query string, else 3. */
function startRowOf(_request: FastifyRequest, fields: Record<string, string>, fromQuery: number): number {
  if (fields.startRow === undefined || fields.startRow.trim() === '') return fromQuery;
  const parsed = organizationImportQuery.safeParse({ startRow: fields.startRow });
  if (!parsed.success) {
    throw new AppError('validation_failed', `Dòng bắt đầu không hợp lệ: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data.startRow;
}

/** The names each dropdown of the template offers, limited to what the caller may use. */
async function templateLists(db: Db, actor: Actor): Promise<{ lists: TemplateLists; own: string | null }> {
  const scope = organizationScope(actor);
  const [wardRows, zoneRows, choiceRows, parentRows] = await Promise.all([
    db
      .select({ name: wards.name })
      .from(wards)
      .where(actor.scope === 'ward' ? eq(wards.id, actor.xaPhuongId ?? -1) : undefined)
      .orderBy(asc(wards.code)),
    db
      .select({ name: industrialZones.name })
      .from(industrialZones)
      .where(actor.scope === 'zone' ? eq(industrialZones.id, actor.cumKhuCnId ?? -1) : undefined)
      .orderBy(asc(industrialZones.code)),
    db
      .select({ list: organizationChoices.list, name: organizationChoices.name })
      .from(organizationChoices)
      .orderBy(asc(organizationChoices.sortOrder), asc(organizationChoices.id)),
    db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(
        and(
          scope,
          or(
            ne(organizations.level, 'grassroots'),
            actor.organizationId === null ? undefined : eq(organizations.id, actor.organizationId),
          ),
        ),
      )
      .orderBy(asc(organizations.path))
      .limit(TEMPLATE_PARENTS_MAX),
  ]);
  const own =
    parentRows.find((p) => p.id === actor.organizationId)?.name ??
    (actor.scope === 'province' ? (parentRows[0]?.name ?? null) : null);
  return {
    own,
    lists: {
      parent: parentRows.map((p) => p.name),
      level: Object.values(ORGANIZATION_LEVEL_LABELS),
      ward: wardRows.map((w) => w.name),
      zone: zoneRows.map((z) => z.name),
      loaiHinh: choiceRows.filter((c) => c.list === 'loai_hinh').map((c) => c.name),
      loaiCongTy: choiceRows.filter((c) => c.list === 'loai_cong_ty').map((c) => c.name),
      status: Object.values(ORGANIZATION_STATUS_LABELS),
    },
  };
}

/**
 * The organisation files: the import template, the import (all rows or none), the uploaded file
 * back with its errors, and the CDCS report. Multipart is registered here only, for these routes.
 */
export const organizationImportRoutes =
  ({ db }: Pick<Services, 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: ORGANIZATION_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.get(
      '/organization/download-template',
      {
        config: { permission: ['download_sample', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Tải file mẫu nhập công đoàn cơ sở (template_import.xlsx: tiêu đề dòng 1, tên cột dòng 2, dữ liệu từ dòng 3; có cột cho từng trường tùy chỉnh)',
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const [customFields, { lists, own }] = await Promise.all([
          dynamicFieldSchemas(db),
          templateLists(db, actor),
        ]);
        const example: Record<OrganizationImportColumnKey, string | number> = {
          code: 'CD90001',
          name: 'Công đoàn Công ty TNHH Ví Dụ',
          parent: own ?? '',
          level: ORGANIZATION_LEVEL_LABELS.grassroots,
          ward: lists.ward[0] ?? '',
          zone: '',
          loaiHinh: lists.loaiHinh[1] ?? lists.loaiHinh[0] ?? '',
          loaiCongTy: lists.loaiCongTy[0] ?? '',
          namThanhLap: 2015,
          address: lists.ward[0] ? `Số 1, ${lists.ward[0]}` : '',
          phoneNumber: '0912345678',
          email: 'congdoan.vidu@example.vn',
          chairName: 'Nguyễn Văn An',
          workerCount: 120,
          memberCount: 95,
          status: ORGANIZATION_STATUS_LABELS.active,
        };
        const buffer = await buildOrganizationTemplate({ customFields, lists, example });
        return attachment(reply, ORGANIZATION_TEMPLATE_FILE_NAME).send(buffer);
      },
    );

    app.post(
      '/organization/import-excel',
      {
        config: { permission: ['import_excel', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Nhập công đoàn cơ sở từ Excel: kiểm tra mọi dòng trước; có dòng lỗi thì không ghi dòng nào (400 import_has_errors, details: row, column, message). Đơn vị đã có (cùng mã, hoặc cùng tên trong cùng đơn vị cấp trên) được cập nhật',
          querystring: organizationImportQuery,
          ...multipartDoc,
          response: { 200: dataOf(organizationImportResult) },
        },
      },
      async (request) => {
        const upload = await readUpload(request, ORGANIZATION_IMPORT_MAX_BYTES);
        const startRow = startRowOf(request, upload.fields, request.query.startRow);
        const customFields = await dynamicFieldSchemas(db);
        const rows = await readOrganizationRows(upload.buffer, startRow, customFields);
        const actor = actorOf(request);
        const data = await db.transaction(async (tx) => {
          // Checked under the tree lock, so that no move elsewhere changes a path the plan relies on.
          await lockTree(tx);
          // The fields again, share-locked: one deleted since the file was read leaves no stray values.
          const fields = await dynamicFieldSchemas(tx, true);
          const { errors, plan } = await checkOrganizationImport(tx, actor, rows, fields);
          if (errors.length) {
            throw new AppError(
              'import_has_errors',
              `Tệp có ${rowsWithErrors(errors)} dòng lỗi, chưa ghi dòng nào`,
              errors,
            );
          }
          return writeOrganizationImport(tx, request, plan, upload.fileName);
        });
        return { data };
      },
    );

    app.post(
      '/organization/import-excel-errors',
      {
        config: { permission: ['import_excel', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Kiểm tra file nhập công đoàn cơ sở và trả lại chính file đó kèm cột "Lỗi" cho từng dòng (không ghi gì)',
          querystring: organizationImportQuery,
          ...multipartDoc,
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, ORGANIZATION_IMPORT_MAX_BYTES);
        const startRow = startRowOf(request, upload.fields, request.query.startRow);
        const customFields = await dynamicFieldSchemas(db);
        const rows = await readOrganizationRows(upload.buffer, startRow, customFields);
        const { errors } = await checkOrganizationImport(db, actorOf(request), rows, customFields);
        const buffer = await withErrorColumn(upload.buffer, errors, {
          sheet: ORGANIZATION_IMPORT_SHEET,
          headerRow: startRow - 1,
          firstRow: startRow,
          columns: ORGANIZATION_IMPORT_COLUMNS.length + customFields.length,
        });
        return attachment(reply, ORGANIZATION_IMPORT_ERRORS_FILE_NAME).send(buffer);
      },
    );

    app.get(
      '/organization/export-report',
      {
        config: { permission: ['download_report', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Xuất báo cáo danh sách công đoàn cơ sở (BaoCao_CDCS.xlsx) trong phạm vi dữ liệu, theo xã/phường rồi cụm/KCN, có dòng cộng; không có dữ liệu: 404 empty_download',
          querystring: organizationFilters,
        },
      },
      async (request, reply) => {
        const customFields = await dynamicFieldSchemas(db);
        // Decided before the first byte: an empty report is a 404 with the spec's message.
        const plan = await planReport(db, actorOf(request), request.query, customFields);
        const out = new PassThrough();
        attachment(reply, ORGANIZATION_REPORT_FILE_NAME).send(out);
        writeReport(plan, databaseSource(db, plan), out).catch((err: unknown) => {
          if (!out.destroyed) request.log.error({ err }, 'CDCS report failed while streaming');
          out.destroy(err instanceof Error ? err : new Error(String(err)));
        });
        return reply;
      },
    );
  };

import {
  COMPANY_IMPORT_FILE_NAME,
  COMPANY_IMPORT_MAX_ROWS,
  companyImportResult,
  dataOf,
  USER_IMPORT_MAX_BYTES,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { inImportTurn, registerImportMultipart } from '../../../import/pipeline.js';
import { workbookDownload } from '../../../import/xlsx.js';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import { importCompanies } from './service.js';
import { companyTemplate } from './template.js';

/** Every workbook upload has the same limit (docs/requirements.md, "Limits"). */
const MAX_BYTES = USER_IMPORT_MAX_BYTES;

/**
 * The companies import, in the deployed layout (a sheet per zone), built from the import pipeline's
 * pieces (src/import/README.md): the upload guards and the queue's turns, the streamed sheet reader,
 * the template writer and the bulk insert, all in one transaction. It has no errors workbook: its
 * problems name their sheet and row.
 */
export const companyImportRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    await registerImportMultipart(app, MAX_BYTES);
    const tags = ['companies'];

    app.get(
      '/cong-ty-chua-co-cd/download-template',
      {
        config: { permission: ['download_sample', 'organization'] },
        schema: {
          tags,
          summary:
            'Tải file mẫu nhập công ty chưa có công đoàn (.xlsx; mỗi sheet một cụm/khu công nghiệp, cột STT và Tên công ty)',
        },
      },
      async (request, reply) =>
        sendDownload(
          reply,
          workbookDownload(COMPANY_IMPORT_FILE_NAME, await companyTemplate(db, actorOf(request))),
        ),
    );

    app.post(
      '/cong-ty-chua-co-cd/import',
      {
        config: { permission: ['import_excel', 'organization'] },
        schema: {
          tags,
          summary:
            "Nhập công ty chưa có công đoàn từ Excel: mỗi sheet là một cụm/khu công nghiệp (tên sheet là tên hoặc mã), dữ liệu từ dòng STT = 1 đến dòng trống STT. Công ty đã có được bỏ qua và liệt kê trong 'errors'; lỗi khác: không ghi dòng nào (400 import_has_errors, details: sheet, row, column, message)",
          consumes: ['multipart/form-data'],
          description: `Trường \`file\`: một tệp .xlsx, tối đa ${MAX_BYTES / 1024 / 1024} MB và ${COMPANY_IMPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng.`,
          response: { 200: dataOf(companyImportResult) },
        },
      },
      (request, reply) =>
        inImportTurn(request, reply, MAX_BYTES, async (upload) => ({
          data: await importCompanies(db, request, upload),
        })),
    );
  };

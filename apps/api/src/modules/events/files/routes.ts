import {
  dataOf,
  eventFileItem,
  eventFileParams,
  eventFilePathQuery,
  eventFileRefParams,
  eventFileUploadParams,
  eventIdParams,
  okResponse,
  queryFlag,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import type { Services } from '../../../services.js';
import { readMultipartForm, uploadedFiles, withForm } from '../form.js';
import { eventFileByPath, eventFileDownload, readableEventFiles } from './repository.js';
import { deleteEventFile, uploadEventFiles } from './service.js';

/**
 * An event's attachments, kept in the database. Uploads and removals need the right to upload
 * event files and reach only the events the caller manages; reading them needs the right to open
 * an event and reaches those the caller may read. Downloads take the bearer token like every call.
 */
export const eventFileRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['events'];

    await app.register(
      withForm(async (forms) => {
        forms.post(
          '/su-kien/:id/upload-files',
          {
            config: { permission: ['upload_file_event', 'event'] },
            preValidation: readMultipartForm,
            schema: {
              tags,
              summary:
                'Thêm tệp đính kèm (multipart, trường `files`; tối đa 10 tệp mỗi sự kiện, mỗi tệp 10MB; pdf, doc, docx, xls, xlsx, ppt, pptx, jpg, jpeg, png, gif, zip, rar; nội dung được kiểm tra theo định dạng; một tệp bị từ chối thì không tệp nào được thêm)',
              consumes: ['multipart/form-data'],
              params: eventIdParams,
              response: { 200: dataOf(z.array(eventFileItem)) },
            },
          },
          async (request) => ({
            data: await uploadEventFiles(db, request, request.params.id, uploadedFiles(request)),
          }),
        );
      }),
    );

    app.get(
      '/su-kien/:id/files',
      {
        config: { permission: ['detail', 'event'] },
        schema: {
          tags,
          summary:
            'Danh sách tệp đính kèm của sự kiện (url: đường dẫn tải về; path, fileName: đường dẫn và tên tệp như hệ thống cũ, tải tại /api/v1{path}; đều cần token)',
          params: eventIdParams,
          response: { 200: dataOf(z.array(eventFileItem)) },
        },
      },
      async (request) => ({ data: await readableEventFiles(db, actorOf(request), request.params.id) }),
    );

    app.get(
      '/su-kien/:id/files/:fileId',
      {
        config: { permission: ['detail', 'event'] },
        schema: {
          tags,
          summary:
            'Tải tệp đính kèm (cần token; inline=1 chỉ với ảnh png, jpeg, gif, để xem trước; các tệp khác luôn tải về)',
          params: eventFileParams,
          querystring: z.object({ inline: queryFlag }),
        },
      },
      async (request, reply) =>
        sendDownload(
          reply,
          await eventFileDownload(db, actorOf(request), request.params, request.query.inline),
        ),
    );

    app.delete(
      '/su-kien/:id/files/:fileId',
      {
        config: { permission: ['upload_file_event', 'event'] },
        schema: {
          tags,
          summary:
            'Xóa một tệp đính kèm của sự kiện, theo mã tệp hoặc theo fileName (đúng tên đó, như hệ thống cũ)',
          params: eventFileRefParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteEventFile(db, request, request.params.id, request.params.fileId);
        return { data: { success: true as const } };
      },
    );

    // The deployed system's downloads by path (docs/compatibility.md): the same attachments, with
    // the token and the event's reading scope like ours, never a file of the server's disk.
    const byPathSummary =
      'Tải tệp đính kèm theo đường dẫn path như hệ thống cũ (/uploads/su-kien/{năm}/{tháng}/{tên tệp}); cần token, chỉ tệp của sự kiện bạn được xem';
    app.get(
      '/su-kien/download-file',
      {
        config: { permission: ['detail', 'event'] },
        schema: { tags, summary: byPathSummary, querystring: eventFilePathQuery },
      },
      async (request, reply) =>
        sendDownload(reply, await eventFileByPath(db, actorOf(request), request.query.path)),
    );
    // `/api/v1{path}`, and su-kien/download/* of every path the deployed server stored (they all
    // start with uploads/su-kien/): the same parts, the same row.
    for (const url of [
      '/uploads/su-kien/:year/:month/:fileName',
      '/su-kien/download/uploads/su-kien/:year/:month/:fileName',
    ]) {
      app.get(
        url,
        {
          config: { permission: ['detail', 'event'] },
          schema: { tags, summary: byPathSummary, params: eventFileUploadParams },
        },
        async (request, reply) => {
          const { year, month, fileName } = request.params;
          return sendDownload(
            reply,
            await eventFileByPath(db, actorOf(request), `/uploads/su-kien/${year}/${month}/${fileName}`),
          );
        },
      );
    }
  };

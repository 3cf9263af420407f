import {
  dataOf,
  okResponse,
  savedReportBody,
  savedReportIdQuery,
  savedReportItem,
  savedReportUpdateBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { listSavedReports, savedReportOrFail } from './repository.js';
import { createSavedReport, deleteSavedReport, updateSavedReport } from './service.js';

const tags = ['analytics'];
const permission = ['statistic', 'organization'] as const;

/**
 * The report builder's saved definitions (P13): the author edits,
 * shares and deletes; a role it is shared with reads it, and running it answers in the viewer's
 * own data scope.
 */
export const savedReportRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    app.get(
      '/analytics/saved',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Báo cáo tùy chỉnh đã lưu: của tôi và được chia sẻ với vai trò của tôi',
          response: { 200: dataOf(z.array(savedReportItem)) },
        },
      },
      async (request) => ({ data: await listSavedReports(db, actorOf(request)) }),
    );

    app.get(
      '/analytics/saved/detail',
      {
        config: { permission },
        schema: {
          tags,
          summary:
            'Chi tiết báo cáo tùy chỉnh đã lưu (chỉ là định nghĩa; số liệu đọc theo phạm vi của người xem)',
          querystring: savedReportIdQuery,
          response: { 200: dataOf(savedReportItem) },
        },
      },
      async (request) => ({ data: await savedReportOrFail(db, actorOf(request), request.query.id) }),
    );

    app.post(
      '/analytics/saved',
      {
        config: { permission },
        schema: {
          tags,
          summary:
            'Lưu báo cáo tùy chỉnh (tên không trùng với báo cáo khác của mình; chia sẻ với các vai trò)',
          body: savedReportBody,
          response: { 200: dataOf(savedReportItem) },
        },
      },
      async (request) => ({ data: await createSavedReport(db, request, request.body) }),
    );

    app.put(
      '/analytics/saved/update',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Sửa báo cáo tùy chỉnh đã lưu (chỉ người tạo; trường không gửi giữ nguyên)',
          body: savedReportUpdateBody,
          response: { 200: dataOf(savedReportItem) },
        },
      },
      async (request) => ({ data: await updateSavedReport(db, request, request.body) }),
    );

    app.delete(
      '/analytics/saved/delete',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Xóa báo cáo tùy chỉnh đã lưu (chỉ người tạo)',
          querystring: savedReportIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteSavedReport(db, request, request.query.id);
        return { data: { success: true as const } };
      },
    );
  };

import {
  dataOf,
  listOf,
  occurrenceProgressItem,
  occurrenceProgressQuery,
  remindAnswer,
  remindBody,
  trackingPage as trackingPageSchema,
  trackingQuery,
  trackingStats as trackingStatsSchema,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { occurrencesWithProgress, trackingPage, trackingStats } from './repository.js';
import { remindNow } from './service.js';

/** Which units of an occurrence have reported, its progress, and reminding the late ones. */
export const trackingRoutes =
  ({ db, config }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['membership-reports'];
    const base = '/bao-cao-doan-so-theo-ky/tracking';

    app.get(
      `${base}/trang-thai`,
      {
        config: { permission: ['read', 'membership-report'] },
        schema: {
          tags,
          summary:
            'Tình hình báo cáo của từng công đoàn cơ sở phải báo cáo trong một kỳ (kyBaoCaoId, hoặc thoiGianCapNhatDoanSoId với thang/quy/nam, mặc định kỳ đang mở), trong phạm vi dữ liệu; lọc trangThaiBaoCao, xaPhuongId, cumKhuCnId, loaiHinh (mã, hoặc khong_co: đơn vị chưa có), tìm không dấu theo tên đơn vị',
          querystring: trackingQuery,
          response: { 200: dataOf(trackingPageSchema) },
        },
      },
      async (request) => ({ data: await trackingPage(db, actorOf(request), request.query) }),
    );

    app.get(
      `${base}/thong-ke`,
      {
        config: { permission: ['read', 'membership-report'] },
        schema: {
          tags,
          summary:
            'Tiến độ một kỳ: số công đoàn cơ sở phải báo cáo, đã báo cáo, chưa, đúng hạn, quá hạn, chờ duyệt, đã duyệt, bị từ chối; theo xã/phường, theo cụm/KCN và theo loại hình (đếm đơn vị, không đếm báo cáo); cùng bộ lọc như danh sách',
          querystring: trackingQuery,
          response: { 200: dataOf(trackingStatsSchema) },
        },
      },
      async (request) => ({ data: await trackingStats(db, actorOf(request), request.query) }),
    );

    app.get(
      `${base}/theo-ky`,
      {
        config: { permission: ['read', 'membership-report'] },
        schema: {
          tags,
          summary:
            'Các kỳ đã mở của một kỳ báo cáo, mới nhất trước, mỗi kỳ với tiến độ trong phạm vi dữ liệu',
          querystring: occurrenceProgressQuery,
          response: { 200: listOf(occurrenceProgressItem) },
        },
      },
      async (request) => ({ data: await occurrencesWithProgress(db, actorOf(request), request.query) }),
    );

    app.post(
      `${base}/nhac-nho`,
      {
        config: { permission: ['update', 'membership-report'] },
        schema: {
          tags,
          summary:
            'Nhắc ngay các công đoàn cơ sở chưa báo cáo của một kỳ, trong phạm vi dữ liệu (chuông, e-mail, Zalo khi đã cấu hình); mỗi kỳ tối đa một lần mỗi giờ',
          body: remindBody,
          response: { 200: dataOf(remindAnswer) },
        },
      },
      async (request) => ({ data: await remindNow(db, config, request, request.body.kyBaoCaoId) }),
    );
  };

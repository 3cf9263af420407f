import {
  currentOccurrenceAnswer,
  dataOf,
  listOf,
  okResponse,
  periodCreateBody,
  periodIdParams,
  periodIdQuery,
  periodItem,
  periodListQuery,
  periodOneOffBody,
  periodUpdateBody,
  periodYearQuery,
  updatePeriodCheck,
  yearOccurrencesAnswer,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import {
  activePeriods,
  updatePeriodCheck as checkUpdatePeriod,
  currentOccurrenceOf,
  listPeriods,
  periodItemOrFail,
  yearOccurrences,
} from './repository.js';
import { createPeriod, deletePeriod, updatePeriod } from './service.js';

/**
 * Reporting periods (thời gian cập nhật đoàn số) at the deployed system's paths: the recurring ones
 * and the one-offs, and their occurrences (kỳ báo cáo).
 */
export const reportPeriodRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['report-periods'];
    const base = '/thoi-gian-cap-nhat-doan-so';

    app.post(
      `${base}/create`,
      {
        config: { permission: ['create_regular_report', 'time-update'] },
        schema: {
          tags,
          summary:
            'Tạo kỳ báo cáo đoàn số (hàng tháng, hàng quý, hàng năm; đột xuất cần thêm quyền tạo báo cáo đột xuất); các kỳ đến hạn được tạo ngay',
          body: periodCreateBody,
          response: { 200: dataOf(periodItem) },
        },
      },
      async (request) => ({ data: await createPeriod(db, request, request.body) }),
    );

    app.post(
      `${base}/dot-xuat`,
      {
        config: { permission: ['create_special_report', 'time-update'] },
        schema: {
          tags,
          summary:
            'Tạo kỳ báo cáo đột xuất (thoiGianBatDau, thoiGianKetThuc; organizationId: các đơn vị phải báo cáo, bỏ trống là mọi công đoàn cơ sở trong phạm vi)',
          body: periodOneOffBody,
          response: { 200: dataOf(periodItem) },
        },
      },
      async (request) => ({ data: await createPeriod(db, request, request.body) }),
    );

    app.put(
      `${base}/update`,
      {
        config: { permission: ['update', 'time-update'] },
        schema: {
          tags,
          summary:
            'Cập nhật kỳ báo cáo (trường không gửi giữ nguyên; các kỳ chưa mở và chưa có báo cáo theo thiết lập mới)',
          body: periodUpdateBody,
          response: { 200: dataOf(periodItem) },
        },
      },
      async (request) => ({ data: await updatePeriod(db, request, request.body) }),
    );

    app.delete(
      `${base}/delete`,
      {
        config: { permission: ['delete', 'time-update'] },
        schema: {
          tags,
          summary: 'Xóa kỳ báo cáo (không xóa được khi đã có đơn vị báo cáo: hãy tắt hoạt động)',
          querystring: periodIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deletePeriod(db, request, request.query.id);
        return { data: { success: true as const } };
      },
    );

    app.get(
      `${base}/detail`,
      {
        config: { permission: ['read', 'time-update'] },
        schema: {
          tags,
          summary: 'Chi tiết kỳ báo cáo',
          querystring: periodIdQuery,
          response: { 200: dataOf(periodItem) },
        },
      },
      async (request) => ({ data: await periodItemOrFail(db, request.query.id) }),
    );

    app.get(
      `${base}/list`,
      {
        config: { permission: ['read', 'time-update'] },
        schema: {
          tags,
          summary: 'Danh sách kỳ báo cáo, mới nhất trước; tìm không dấu theo tên và mô tả; lọc loaiKy',
          querystring: periodListQuery,
          response: { 200: listOf(periodItem) },
        },
      },
      async (request) => ({ data: await listPeriods(db, request.query) }),
    );

    app.get(
      `${base}/all`,
      {
        config: { permission: ['read', 'time-update'] },
        schema: {
          tags,
          summary: 'Các kỳ báo cáo đang hoạt động, mới nhất trước',
          response: { 200: dataOf(z.array(periodItem)) },
        },
      },
      async () => ({ data: await activePeriods(db) }),
    );

    app.get(
      `${base}/check-update-period`,
      {
        config: { permission: ['read', 'time-update'] },
        schema: {
          tags,
          summary:
            'Có đang trong kỳ cập nhật đoàn số không: isInPeriod đúng khi một kỳ (hàng tháng, quý, năm hoặc đột xuất) của kỳ báo cáo đang hoạt động liên quan đến đơn vị trong phạm vi đang mở; currentPeriod là kỳ báo cáo và kỳ đang mở sớm đóng nhất',
          response: { 200: dataOf(updatePeriodCheck) },
        },
      },
      async (request) => ({ data: await checkUpdatePeriod(db, actorOf(request)) }),
    );

    app.get(
      `${base}/ky-bao-cao/hien-tai/:id`,
      {
        config: { permission: ['read', 'time-update'] },
        schema: {
          tags,
          summary:
            'Kỳ hiện tại của kỳ báo cáo: kỳ đang mở, nếu không thì kỳ sắp tới, nếu không thì kỳ gần nhất',
          params: periodIdParams,
          response: { 200: dataOf(currentOccurrenceAnswer) },
        },
      },
      async (request) => ({ data: await currentOccurrenceOf(db, request.params.id) }),
    );

    app.get(
      `${base}/ky-bao-cao/theo-nam`,
      {
        config: { permission: ['read', 'time-update'] },
        schema: {
          tags,
          summary: 'Các kỳ của kỳ báo cáo trong một năm (12, số tháng áp dụng, hoặc 1)',
          querystring: periodYearQuery,
          response: { 200: dataOf(yearOccurrencesAnswer) },
        },
      },
      async (request) => ({
        data: await yearOccurrences(db, request.query.thoiGianCapNhatDoanSoId, request.query.nam),
      }),
    );
  };

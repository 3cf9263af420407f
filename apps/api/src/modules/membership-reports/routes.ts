import {
  dataOf,
  okResponse,
  reportCreateBody,
  reportDecisionBody,
  reportIdParams,
  reportItem,
  reportListQuery,
  reportPage,
  reportPrefill,
  reportPrefillQuery,
  reportUpdateBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { exportRoutes } from './export/routes.js';
import { listReports, prefillFor, reportOrFail } from './repository.js';
import { createReport, decideReport, deleteReport, updateReport } from './service.js';
import { trackingRoutes } from './tracking/routes.js';

/** Membership reports by period (báo cáo đoàn số theo kỳ) at the deployed system's paths. */
export const membershipReportRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = services;
    const tags = ['membership-reports'];
    const base = '/bao-cao-doan-so-theo-ky';

    app.get(
      base,
      {
        config: { permission: ['read', 'membership-report'] },
        schema: {
          tags,
          summary:
            "Báo cáo đoàn số của một đơn vị và các đơn vị trực thuộc (organizationId bắt buộc), trong phạm vi dữ liệu, mới nhất trước; trangThaiPheDuyet mặc định 'da_phe_duyet' ('tat_ca': mọi trạng thái); tìm không dấu; lọc kỳ, tháng, quý, năm, xã/phường, cụm/KCN; limit tối đa 100",
          querystring: reportListQuery,
          response: { 200: dataOf(reportPage) },
        },
      },
      async (request) => ({ data: await listReports(db, actorOf(request), request.query) }),
    );

    app.get(
      `${base}/du-lieu-goi-y`,
      {
        config: { permission: ['create', 'membership-report'] },
        schema: {
          tags,
          summary:
            'Số liệu gợi ý cho báo cáo mới của một đơn vị (mặc định đơn vị của người gọi): báo cáo đã duyệt gần nhất, nếu không thì số liệu trong hồ sơ đơn vị',
          querystring: reportPrefillQuery,
          response: { 200: dataOf(reportPrefill) },
        },
      },
      async (request) => ({
        data: await prefillFor(db, actorOf(request), request.query.organizationId ?? null),
      }),
    );

    app.post(
      base,
      {
        config: { permission: ['create', 'membership-report'] },
        schema: {
          tags,
          summary:
            'Nộp báo cáo đoàn số (chờ phê duyệt) cho kỳ kyBaoCaoId, hoặc kỳ đang mở của thoiGianCapNhatDoanSoId hoặc của loại kỳ loaiKy; đơn vị của người gọi hoặc organizationId trong phạm vi; mỗi đơn vị một báo cáo mỗi kỳ',
          body: reportCreateBody,
          response: { 200: dataOf(reportItem) },
        },
      },
      async (request) => ({ data: await createReport(db, config, request, request.body) }),
    );

    app.get(
      `${base}/chi-tiet/:id`,
      {
        config: { permission: ['detail', 'membership-report'] },
        schema: {
          tags,
          summary: 'Chi tiết báo cáo đoàn số',
          params: reportIdParams,
          response: { 200: dataOf(reportItem) },
        },
      },
      async (request) => ({ data: await reportOrFail(db, actorOf(request), request.params.id) }),
    );

    app.patch(
      `${base}/:id`,
      {
        config: { permission: ['update', 'membership-report'] },
        schema: {
          tags,
          summary:
            'Sửa báo cáo đang chờ duyệt hoặc bị trả lại, do đơn vị của báo cáo hoặc người lập (cấp trên không sửa mà trả lại kèm lý do: report_edit_above); trường không gửi giữ nguyên; báo cáo bị trả lại được nộp lại, chờ duyệt',
          params: reportIdParams,
          body: reportUpdateBody,
          response: { 200: dataOf(reportItem) },
        },
      },
      async (request) => ({ data: await updateReport(db, config, request, request.params.id, request.body) }),
    );

    app.delete(
      `${base}/:id`,
      {
        config: { permission: ['delete', 'membership-report'] },
        schema: {
          tags,
          summary: 'Xóa báo cáo đang chờ duyệt hoặc bị trả lại, do đơn vị của báo cáo hoặc người lập',
          params: reportIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteReport(db, request, request.params.id);
        return { data: { success: true as const } };
      },
    );

    app.patch(
      `${base}/:id/trang-thai`,
      {
        config: { permission: ['update', 'membership-report'] },
        schema: {
          tags,
          summary:
            "Phê duyệt ('da_phe_duyet') hoặc trả lại ('tu_choi', ghiChu là lý do bắt buộc, đơn vị sửa và nộp lại) báo cáo đang chờ duyệt: người phê duyệt thuộc cấp trên của đơn vị, không phải người lập; phê duyệt ghi số liệu vào hồ sơ đơn vị; người nộp được báo",
          params: reportIdParams,
          body: reportDecisionBody,
          response: { 200: dataOf(reportItem) },
        },
      },
      async (request) => ({ data: await decideReport(db, config, request, request.params.id, request.body) }),
    );

    await app.register(trackingRoutes(services));
    await app.register(exportRoutes(services));
  };

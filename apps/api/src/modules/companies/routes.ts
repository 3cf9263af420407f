import {
  COMPANY_ALL_MAX,
  COMPANY_DELETED_MESSAGE,
  companyCreateBody,
  companyDeleteResult,
  companyFoundBody,
  companyIdParams,
  companyItem,
  companyListQuery,
  companyPage,
  companyUpdateBody,
  companyZoneComparison,
  companyZoneCount,
  dataOf,
  foundedOrganization,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { companyImportRoutes } from './import/routes.js';
import { allCompanies, companyOrFail, compareByZone, countByZone, listCompanies } from './repository.js';
import { createCompany, deleteCompany, foundUnion, updateCompany } from './service.js';

/**
 * Companies without a union (công ty chưa có công đoàn), at the deployed system's paths
 * (`cong-ty-chua-co-cd`), with the rights of organisations and the data scope of their zones.
 */
export const companyRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['companies'];
    const base = '/cong-ty-chua-co-cd';

    app.post(
      base,
      {
        config: { permission: ['create', 'organization'] },
        schema: {
          tags,
          summary:
            'Thêm công ty chưa có công đoàn (tên không trùng, không phân biệt hoa thường; cumKCNId: cụm/khu công nghiệp trong phạm vi dữ liệu)',
          body: companyCreateBody,
          response: { 200: dataOf(companyItem) },
        },
      },
      async (request) => ({ data: await createCompany(db, request, request.body) }),
    );

    app.get(
      base,
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary:
            'Danh sách công ty chưa có công đoàn, mới nhất trước (10 mỗi trang; tìm không dấu theo tên công ty và tên cụm/khu; lọc cumKCNId)',
          querystring: companyListQuery,
          response: { 200: dataOf(companyPage) },
        },
      },
      async (request) => ({ data: await listCompanies(db, actorOf(request), request.query) }),
    );

    app.get(
      `${base}/all`,
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary: `Mọi công ty chưa có công đoàn trong phạm vi dữ liệu, theo tên (tối đa ${COMPANY_ALL_MAX.toLocaleString('vi-VN')})`,
          response: { 200: dataOf(z.array(companyItem)) },
        },
      },
      async (request) => ({ data: await allCompanies(db, actorOf(request)) }),
    );

    app.get(
      `${base}/thong-ke-theo-cum-khu`,
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary:
            "Số công ty chưa có công đoàn theo cụm/khu công nghiệp (không có cụm/khu: 'Chưa phân loại')",
          response: { 200: dataOf(z.array(companyZoneCount)) },
        },
      },
      async (request) => ({ data: await countByZone(db, actorOf(request)) }),
    );

    app.get(
      `${base}/thong-ke-cong-ty-va-organization`,
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary:
            'Theo cụm/khu công nghiệp: số công ty chưa có công đoàn và số công đoàn cơ sở đang hoạt động (trong phạm vi dữ liệu), tổng giảm dần',
          response: { 200: dataOf(z.array(companyZoneComparison)) },
        },
      },
      async (request) => ({ data: await compareByZone(db, actorOf(request)) }),
    );

    app.get(
      `${base}/:id`,
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary: 'Chi tiết công ty chưa có công đoàn',
          params: companyIdParams,
          response: { 200: dataOf(companyItem) },
        },
      },
      async (request) => ({ data: await companyOrFail(db, actorOf(request), request.params.id) }),
    );

    app.put(
      `${base}/:id`,
      {
        config: { permission: ['update', 'organization'] },
        schema: {
          tags,
          summary: 'Sửa công ty chưa có công đoàn (các trường gửi lên; trường bỏ trống giữ nguyên)',
          params: companyIdParams,
          body: companyUpdateBody,
          response: { 200: dataOf(companyItem) },
        },
      },
      async (request) => ({ data: await updateCompany(db, request, request.params.id, request.body) }),
    );

    app.delete(
      `${base}/:id`,
      {
        config: { permission: ['delete', 'organization'] },
        schema: {
          tags,
          summary: 'Xóa công ty chưa có công đoàn',
          params: companyIdParams,
          response: { 200: dataOf(companyDeleteResult) },
        },
      },
      async (request) => {
        await deleteCompany(db, request, request.params.id);
        return { data: { success: true as const, message: COMPANY_DELETED_MESSAGE } };
      },
    );

    app.post(
      `${base}/:id/thanh-lap`,
      {
        config: { permission: ['create', 'organization'] },
        schema: {
          tags,
          summary:
            'Thành lập công đoàn tại công ty: tạo công đoàn cơ sở mang tên, cụm/khu và địa chỉ của công ty dưới đơn vị cấp trên đã chọn, và xóa công ty khỏi danh sách, trong một giao dịch',
          params: companyIdParams,
          body: companyFoundBody,
          response: { 200: dataOf(foundedOrganization) },
        },
      },
      async (request) => ({ data: await foundUnion(db, request, request.params.id, request.body) }),
    );

    await app.register(companyImportRoutes({ db }));
  };

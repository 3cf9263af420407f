import {
  dataOf,
  listOf,
  okResponse,
  organizationByPermissionQuery,
  organizationCreateRequest,
  organizationDeleteQuery,
  organizationDetailAnswer,
  organizationIdQuery,
  organizationItemAnswer,
  organizationList,
  organizationListQuery,
  organizationLookupItem,
  organizationLookupQuery,
  organizationMoveBody,
  organizationUpdateRequest,
  withDeployedOrganizationNames,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { choiceRoutes } from './choices/routes.js';
import { dynamicFieldRoutes } from './dynamic-fields/routes.js';
import { organizationImportRoutes } from './import/routes.js';
import { organizationReportRoutes } from './report/routes.js';
import { listOrganizationLookup, listOrganizationPage, organizationDetail } from './repository.js';
import { createOrganization, deleteOrganization, moveOrganization, updateOrganization } from './service.js';
import { statisticsRoutes } from './statistics/routes.js';
import { treeRoutes } from './tree/routes.js';

const tags = ['organizations'];

/** Organisations (docs/requirements.md, "Organisations"): lists, detail and writes; then the sub-resources. */
export const organizationRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;

    // list-all-organization (100 a page) and list-by-permission (10 a page) answer the same shape.
    const lists = [
      ['/organization/list-all-organization', organizationListQuery],
      ['/organization/list-by-permission', organizationByPermissionQuery],
    ] as const;
    for (const [url, querystring] of lists) {
      app.get(
        url,
        {
          config: { permission: ['read', 'organization'] },
          schema: {
            tags,
            summary:
              'Danh sách đơn vị trong phạm vi dữ liệu, lọc và tìm không dấu; kèm dynamicFieldSchemas. Lọc theo ngày tạo (createdFrom, createdTo) và ngày cập nhật (updatedFrom, updatedTo): ngày Việt Nam YYYY-MM-DD, gồm cả hai đầu, được bỏ trống một đầu; từ ngày sau đến ngày: 400. Năm thành lập là bộ lọc namThanhLap',
            querystring,
            response: { 200: organizationList },
          },
        },
        async (request) => {
          const page = await listOrganizationPage(db, actorOf(request), request.query);
          return { data: { ...page, list: page.list.map(withDeployedOrganizationNames) } };
        },
      );
    }

    app.get(
      '/organization/list-all',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary: 'Danh sách rút gọn (id, tên, mã) để chọn đơn vị, 50 mỗi trang',
          querystring: organizationLookupQuery,
          response: { 200: listOf(organizationLookupItem) },
        },
      },
      async (request) => ({ data: await listOrganizationLookup(db, actorOf(request), request.query) }),
    );

    app.get(
      '/organization/detail',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary: 'Chi tiết đơn vị, các cấp trên, số người dùng và cán bộ công đoàn',
          querystring: organizationIdQuery,
          response: { 200: dataOf(organizationDetailAnswer) },
        },
      },
      async (request) => ({
        data: withDeployedOrganizationNames(
          await organizationDetail(db, actorOf(request), request.query.organizationId),
        ),
      }),
    );

    app.post(
      '/organization/create-organization',
      {
        config: { permission: ['create', 'organization'] },
        schema: {
          tags,
          summary: 'Thêm đơn vị (kèm giá trị trường tùy chỉnh nếu có)',
          body: organizationCreateRequest,
          response: { 200: dataOf(organizationItemAnswer) },
        },
      },
      async (request) => ({
        data: withDeployedOrganizationNames(await createOrganization(db, request, request.body)),
      }),
    );

    // One operation under two paths (docs/requirements.md, "Aliases"): the deployed system's clients
    // send with-dynamic-fields with `dynamicFields`.
    for (const url of ['/organization/update-organization', '/organization/with-dynamic-fields']) {
      app.put(
        url,
        {
          config: { permission: ['update', 'organization'] },
          schema: {
            tags,
            summary:
              'Cập nhật đơn vị: chỉ các trường được gửi (trường không gửi giữ nguyên, null thì xóa); giá trị trường tùy chỉnh (customFields hoặc dynamicFields) theo từng khóa; đổi đơn vị cấp trên thì chuyển cả nhánh',
            body: organizationUpdateRequest,
            response: { 200: dataOf(organizationItemAnswer) },
          },
        },
        async (request) => ({
          data: withDeployedOrganizationNames(await updateOrganization(db, request, request.body)),
        }),
      );
    }

    app.put(
      '/organization/move',
      {
        config: { permission: ['update', 'organization'] },
        schema: {
          tags,
          summary: 'Chuyển đơn vị (cùng các đơn vị trực thuộc) sang đơn vị cấp trên khác',
          body: organizationMoveBody,
          response: { 200: dataOf(organizationItemAnswer) },
        },
      },
      async (request) => ({
        data: withDeployedOrganizationNames(await moveOrganization(db, request, request.body)),
      }),
    );

    app.delete(
      '/organization/delete-organization',
      {
        config: { permission: ['delete', 'organization'] },
        schema: {
          tags,
          summary:
            'Xóa đơn vị (không xóa khi còn đơn vị trực thuộc, người dùng, cán bộ công đoàn, sự kiện do đơn vị tổ chức hoặc đoàn viên, kể cả đoàn viên đã chuyển đi)',
          querystring: organizationDeleteQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteOrganization(db, request, request.query.organizationID);
        return { data: { success: true as const } };
      },
    );

    await app.register(treeRoutes(services));
    await app.register(statisticsRoutes(services));
    await app.register(dynamicFieldRoutes(services));
    await app.register(choiceRoutes(services));
    await app.register(organizationImportRoutes(services));
    await app.register(organizationReportRoutes(services));
  };

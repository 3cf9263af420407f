import {
  dataOf,
  listOf,
  organizationByPermissionQuery,
  organizationDetail as organizationDetailSchema,
  organizationFilters,
  organizationIdQuery,
  organizationList,
  organizationListQuery,
  organizationLookupItem,
  organizationLookupQuery,
  organizationStatistics as organizationStatisticsSchema,
  organizationTreeNode,
  organizationTreeQuery,
} from '@congdoan/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byName } from '../../db/query.js';
import { organizations } from '../../db/schema/index.js';
import { actorOf } from '../../plugins/auth.js';
import { organizationScope } from '../../scope.js';
import { searchCondition } from '../../search.js';
import type { Services } from '../../services.js';
import { choiceRoutes } from './choices.js';
import { dynamicFieldRoutes } from './dynamic-fields.js';
import { dynamicFieldSchemas, listOrganizations, organizationDetail } from './repository.js';
import { organizationStatistics } from './statistics.js';
import { organizationTree } from './tree.js';
import { organizationWriteRoutes } from './write-routes.js';

const tags = ['organizations'];

/** Organisations (spec §7 Organization): lists, detail, tree, statistics, then the writes. */
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
            summary: 'Danh sách đơn vị trong phạm vi dữ liệu, lọc và tìm không dấu; kèm dynamicFieldSchemas',
            querystring,
            response: { 200: organizationList },
          },
        },
        async (request) => {
          const [page, fields] = await Promise.all([
            listOrganizations(db, actorOf(request), request.query),
            dynamicFieldSchemas(db),
          ]);
          return { data: { ...page, dynamicFieldSchemas: fields } };
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
      async (request) => {
        const q = request.query;
        const where = and(
          organizationScope(actorOf(request)),
          searchCondition(organizations.searchText, q.search),
          q.level === undefined ? undefined : eq(organizations.level, q.level),
        );
        const [rows, [total]] = await Promise.all([
          db
            .select({
              id: organizations.id,
              name: organizations.name,
              code: organizations.code,
              level: organizations.level,
              organizationParentId: organizations.organizationParentId,
            })
            .from(organizations)
            .where(where)
            .orderBy(byName(organizations.name), asc(organizations.id))
            .limit(q.limit)
            .offset((q.page - 1) * q.limit),
          db.select({ value: count() }).from(organizations).where(where),
        ]);
        return {
          data: {
            list: rows,
            count: total?.value ?? 0,
          },
        };
      },
    );

    app.get(
      '/organization/list-all-organization-pc',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary:
            'Cây tổ chức: các đơn vị con của organizationParentId (không có: các gốc trong phạm vi); có search: các đơn vị khớp và các cấp trên của chúng',
          querystring: organizationTreeQuery,
          response: { 200: dataOf(z.array(organizationTreeNode)) },
        },
      },
      async (request) => ({ data: await organizationTree(db, actorOf(request), request.query) }),
    );

    app.get(
      '/organization/detail',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary: 'Chi tiết đơn vị, các cấp trên, số người dùng và cán bộ công đoàn',
          querystring: organizationIdQuery,
          response: { 200: dataOf(organizationDetailSchema) },
        },
      },
      async (request) => ({
        data: await organizationDetail(db, actorOf(request), request.query.organizationId),
      }),
    );

    app.get(
      '/organization/statistic',
      {
        config: { permission: ['statistic', 'organization'] },
        schema: {
          tags,
          summary:
            'Thống kê đơn vị trong phạm vi theo xã/phường, cụm/KCN, loại hình, loại công ty, thập niên thành lập',
          querystring: organizationFilters,
          response: { 200: dataOf(organizationStatisticsSchema) },
        },
      },
      async (request) => ({ data: await organizationStatistics(db, actorOf(request), request.query) }),
    );

    await app.register(organizationWriteRoutes(services));
    await app.register(dynamicFieldRoutes(services));
    await app.register(choiceRoutes(services));
  };

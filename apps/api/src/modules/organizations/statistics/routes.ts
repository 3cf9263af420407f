import {
  dataOf,
  organizationFilterQuery,
  organizationStatistics as statisticsSchema,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { organizationStatistics } from './repository.js';

/** Counts of the organisations in scope, by ward, zone, type, company kind and decade. */
export const statisticsRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/statistic',
      {
        config: { permission: ['statistic', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Thống kê đơn vị trong phạm vi theo xã/phường, cụm/KCN, loại hình, loại công ty, thập niên thành lập',
          querystring: organizationFilterQuery,
          response: { 200: dataOf(statisticsSchema) },
        },
      },
      async (request) => ({ data: await organizationStatistics(db, actorOf(request), request.query) }),
    );
  };

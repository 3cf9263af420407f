import { dashboardSummary, dataOf } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { chartRoutes } from './charts/routes.js';
import { overviewRoutes } from './overview/routes.js';
import { reportProgressRoutes } from './report-progress/routes.js';
import { dashboardSummaryFor } from './repository.js';

/** The home page's figures. */
export const dashboardRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    app.get(
      '/dashboard/summary',
      {
        config: { permission: ['read', 'dashboard'] },
        schema: {
          tags: ['dashboard'],
          summary: 'Số liệu trang chủ, trong phạm vi của người dùng; phần không được xem là null',
          response: { 200: dataOf(dashboardSummary) },
        },
      },
      async (request) => ({ data: await dashboardSummaryFor(db, actorOf(request)) }),
    );

    await app.register(overviewRoutes(services));
    await app.register(chartRoutes(services));
    await app.register(reportProgressRoutes(services));
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { overviewRoutes } from './overview/routes.js';
import { periodicRoutes } from './periodic/routes.js';
import { queryRoutes } from './query/routes.js';
import { savedReportRoutes } from './saved/routes.js';

/**
 * Analytics (P13): the report pages' reads, each a sub-resource — the report builder's query over
 * the catalogue, the periodic report of an occurrence, the overview of today's figures, the saved
 * definitions. All of them answer inside the caller's data scope.
 */
export const analyticsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(queryRoutes(services));
    await app.register(overviewRoutes(services));
    await app.register(periodicRoutes(services));
    await app.register(savedReportRoutes(services));
  };

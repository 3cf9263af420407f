import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { queryRoutes } from './query/routes.js';

/**
 * Analytics (P13): the report pages' reads, each a sub-resource — the report builder's query over
 * the catalogue, the periodic report of an occurrence, the overview of today's figures, the saved
 * definitions. All of them answer inside the caller's data scope.
 */
export const analyticsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(queryRoutes(services));
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { savedReportRoutes } from './saved/routes.js';

/**
 * Analytics (P13): the report pages' reads, each a sub-resource — the periodic report of an
 * occurrence, the overview of today's figures, the report builder and its saved definitions, the
 * indicators over time. All of them answer inside the caller's data scope.
 */
export const analyticsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(savedReportRoutes(services));
  };

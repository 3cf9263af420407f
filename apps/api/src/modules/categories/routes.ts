import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { industrialZoneRoutes } from './industrial-zones/routes.js';
import { categoryItemRoutes } from './items/routes.js';
import { positionRoutes } from './positions/routes.js';
import { wardRoutes } from './wards/routes.js';

/**
 * Common categories (docs/requirements.md, "Categories"): wards, industrial-zone clusters, positions,
 * and the member categories ("Member categories"). They are province-wide reference data, so no data
 * scope applies: whoever holds the right reads and writes all of them.
 */
export const categoryRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(wardRoutes(services));
    await app.register(industrialZoneRoutes(services));
    await app.register(positionRoutes(services));
    await app.register(categoryItemRoutes(services));
  };

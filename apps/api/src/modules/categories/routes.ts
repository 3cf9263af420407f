import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { cumKhuRoutes } from './industrial-zones/cum-khu.js';
import { industrialZoneRoutes } from './industrial-zones/routes.js';
import { categoryItemRoutes } from './items/routes.js';
import { chucVuRoutes } from './positions/chuc-vu.js';
import { positionRoutes } from './positions/routes.js';
import { wardRoutes } from './wards/routes.js';
import { xaPhuongRoutes } from './wards/xa-phuong.js';

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
    // The deployed system's paths for the same three (docs/compatibility.md).
    await app.register(xaPhuongRoutes(services));
    await app.register(cumKhuRoutes(services));
    await app.register(chucVuRoutes(services));
  };

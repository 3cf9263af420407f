import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { rightRoutes } from './rights.js';
import { roleCrudRoutes } from './roles.js';

/** Roles (spec §7) and their function rights. */
export const roleRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(roleCrudRoutes(services));
    await app.register(rightRoutes(services));
  };

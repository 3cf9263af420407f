import { listOf, lookupItem, pageQuery } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { lookupIndustrialZones, lookupOrganizations, lookupWards } from './repository.js';

/** Small pickers for forms: id and name, searched without accents. */
export const lookupRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = (summary: string) => ({
      tags: ['lookup'],
      summary,
      querystring: pageQuery,
      response: { 200: listOf(lookupItem) },
    });

    app.get(
      '/lookup/wards',
      { config: { permission: 'public' }, schema: schema('Chọn xã/phường (công khai, cho trang đăng ký)') },
      async (request) => ({ data: await lookupWards(db, request.query) }),
    );
    app.get(
      '/lookup/industrial-zones',
      {
        config: { permission: 'public' },
        schema: schema('Chọn cụm/khu công nghiệp (công khai, cho trang đăng ký)'),
      },
      async (request) => ({ data: await lookupIndustrialZones(db, request.query) }),
    );
    app.get(
      '/lookup/organizations',
      { config: { permission: 'signed-in' }, schema: schema('Chọn đơn vị trong phạm vi của người dùng') },
      async (request) => ({ data: await lookupOrganizations(db, actorOf(request), request.query) }),
    );
  };

import { listOf, lookupItem, pageQuery } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { industrialZones, organizations, wards } from '../../db/schema/index.js';
import { actorOf } from '../../plugins/auth.js';
import { organizationScope } from '../../scope.js';
import type { Services } from '../../services.js';
import { lookup } from './repository.js';

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
      async (request) => ({ data: await lookup(db, wards, request.query) }),
    );
    app.get(
      '/lookup/industrial-zones',
      {
        config: { permission: 'public' },
        schema: schema('Chọn cụm/khu công nghiệp (công khai, cho trang đăng ký)'),
      },
      async (request) => ({ data: await lookup(db, industrialZones, request.query) }),
    );
    app.get(
      '/lookup/organizations',
      { config: { permission: 'signed-in' }, schema: schema('Chọn đơn vị trong phạm vi của người dùng') },
      async (request) => ({
        data: await lookup(db, organizations, request.query, organizationScope(actorOf(request))),
      }),
    );
  };

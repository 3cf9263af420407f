import { dataOf, organizationTreeNode, organizationTreeQuery } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { organizationTree } from './repository.js';

/** The structure tree (list-all-organization-pc), read one level at a time. */
export const treeRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/list-all-organization-pc',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Cây tổ chức: các đơn vị con của organizationParentId (không có: các gốc trong phạm vi); có search: các đơn vị khớp và các cấp trên của chúng',
          querystring: organizationTreeQuery,
          response: { 200: dataOf(z.array(organizationTreeNode)) },
        },
      },
      async (request) => ({ data: await organizationTree(db, actorOf(request), request.query) }),
    );
  };

import {
  loginRequestBody,
  loginResponse,
  logoutBody,
  okResponse,
  refreshBody,
  switchRoleBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../services.js';
import { accountRoutes } from './account/routes.js';
import { login, logout, refresh, switchRole } from './service.js';

/** Sessions: sign-in, refresh, sign-out and the role switch; then the accounts. */
export const authRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    app.post(
      '/auth/login',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Đăng nhập',
          body: loginRequestBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => ({ data: await login(services, request, request.body) }),
    );

    app.post(
      '/auth/refresh-token',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Làm mới phiên đăng nhập',
          body: refreshBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => ({ data: await refresh(services, request, request.body.refreshToken) }),
    );

    app.post(
      '/auth/logout',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Đăng xuất',
          body: logoutBody.optional(),
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await logout(db, request, request.body);
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/auth/switch-role',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags: ['auth'],
          summary: 'Chuyển vai trò đang dùng',
          body: switchRoleBody,
          response: { 200: loginResponse },
        },
      },
      async (request) => ({ data: await switchRole(services, request, request.body) }),
    );

    await app.register(accountRoutes(services));
  };

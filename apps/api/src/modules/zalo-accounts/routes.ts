import {
  dataOf,
  zaloAccountIdParams,
  zaloAccountItem,
  zaloAccountListQuery,
  zaloAccountPage,
  zaloAdminLinkParams,
  zaloCreateUserBody,
  zaloLinkBody,
  zaloOverview,
  zaloSendBody,
  zaloSendResult,
  zaloUnlinkedQuery,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { listZaloAccounts, zaloAccountOrFail, zaloAccountOverview } from './repository.js';
import { sendZaloMessage } from './send.js';
import { createUserFromZalo, linkZaloAccount, syncZaloAccount, unlinkZaloAccount } from './service.js';

/**
 * The followers of the federation's Zalo Official Account (spec §2 'Zalo accounts screen', §7
 * Messaging): a follower linked to no user is seen by everyone who may read Zalo accounts, a linked
 * one only by those whose data scope holds its user.
 */
export const zaloAccountRoutes =
  ({ db, config, zalo }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['zalo-accounts'];

    app.get(
      '/zalo-accounts',
      {
        config: { permission: ['read', 'zalo-account'] },
        schema: {
          tags,
          summary:
            'Danh sách tài khoản Zalo theo dõi OA (10 mỗi trang; tìm không dấu theo tên hiển thị, số điện thoại và tên người dùng đã liên kết; lọc isFollowingOa, isActive, isLinkedToWeb = isLinked: true/false/1/0; sortBy createdAt | displayName | lastActiveAt, sortOrder ASC | DESC); summary: số liệu tổng quan của mọi tài khoản bạn được xem, không theo bộ lọc',
          querystring: zaloAccountListQuery,
          response: { 200: dataOf(zaloAccountPage) },
        },
      },
      async (request) => ({ data: await listZaloAccounts(db, actorOf(request), request.query) }),
    );

    app.get(
      '/zalo-accounts/overview',
      {
        config: { permission: ['read', 'zalo-account'] },
        schema: {
          tags,
          summary: 'Số tài khoản Zalo bạn được xem: tổng, đã liên kết, chưa liên kết, đang theo dõi OA',
          response: { 200: dataOf(zaloOverview) },
        },
      },
      async (request) => ({ data: await zaloAccountOverview(db, actorOf(request)) }),
    );

    app.get(
      '/zalo-accounts/unlinked',
      {
        config: { permission: ['read', 'zalo-account'] },
        schema: {
          tags,
          summary:
            'Tài khoản Zalo chưa liên kết với người dùng nào (như danh sách: 10 mỗi trang, tìm, lọc isFollowingOa, isActive, sắp xếp), như hệ thống cũ',
          querystring: zaloUnlinkedQuery,
          response: { 200: dataOf(zaloAccountPage) },
        },
      },
      async (request) => ({
        data: await listZaloAccounts(db, actorOf(request), { ...request.query, isLinked: false }),
      }),
    );

    app.put(
      '/zalo-accounts/:id/sync',
      {
        config: { permission: ['read', 'zalo-account'] },
        schema: {
          tags,
          summary:
            'Đọc lại hồ sơ một tài khoản Zalo từ Zalo OA (tên hiển thị, ảnh, số điện thoại đã chia sẻ, còn theo dõi OA hay không) và lưu lại; khi chưa cấu hình Zalo OA: từ chối',
          params: zaloAccountIdParams,
          response: { 200: dataOf(zaloAccountItem) },
        },
      },
      async (request) => ({ data: await syncZaloAccount(db, zalo, actorOf(request), request.params.id) }),
    );

    app.get(
      '/zalo-accounts/:id',
      {
        config: { permission: ['detail', 'zalo-account'] },
        schema: {
          tags,
          summary: 'Chi tiết tài khoản Zalo',
          params: zaloAccountIdParams,
          response: { 200: dataOf(zaloAccountItem) },
        },
      },
      async (request) => ({ data: await zaloAccountOrFail(db, actorOf(request), request.params.id) }),
    );

    const linkSummary =
      'Liên kết tài khoản Zalo với một tài khoản hệ thống trong phạm vi dữ liệu (mỗi tài khoản Zalo với tối đa một người dùng và ngược lại; liên kết đã có không bị ghi đè)';
    app.post(
      '/zalo/admin-link/:zaloAccountId/:userId',
      {
        config: { permission: ['link', 'zalo-account'] },
        schema: {
          tags,
          summary: linkSummary,
          params: zaloAdminLinkParams,
          response: { 200: dataOf(zaloAccountItem) },
        },
      },
      async (request) => ({ data: await linkZaloAccount(db, request, request.params) }),
    );

    app.post(
      '/zalo-accounts/link',
      {
        config: { permission: ['link', 'zalo-account'] },
        schema: {
          tags,
          summary: linkSummary,
          body: zaloLinkBody,
          response: { 200: dataOf(zaloAccountItem) },
        },
      },
      async (request) => ({ data: await linkZaloAccount(db, request, request.body) }),
    );

    app.delete(
      '/zalo-accounts/:id/unlink',
      {
        config: { permission: ['unlink', 'zalo-account'] },
        schema: {
          tags,
          summary: 'Hủy liên kết tài khoản Zalo (chỉ bỏ liên kết, không xóa tài khoản Zalo hay người dùng)',
          params: zaloAccountIdParams,
          response: { 200: dataOf(zaloAccountItem) },
        },
      },
      async (request) => ({ data: await unlinkZaloAccount(db, request, request.params.id) }),
    );

    app.post(
      '/zalo-accounts/create-user',
      {
        config: { permission: ['create', 'user'] },
        schema: {
          tags,
          summary:
            'Tạo người dùng từ tài khoản Zalo và liên kết ngay (một giao dịch): vai trò bạn được cấp, đơn vị trong phạm vi dữ liệu (0: không chọn); userName, phoneNumber (số di động Việt Nam) không bắt buộc',
          body: zaloCreateUserBody,
          response: { 200: dataOf(zaloAccountItem) },
        },
      },
      async (request) => ({ data: await createUserFromZalo(db, request, request.body) }),
    );

    app.post(
      '/zalo/send-notification',
      {
        config: { permission: ['create', 'notification'] },
        schema: {
          tags,
          summary:
            'Gửi tin nhắn Zalo (kèm đường dẫn tới một trang của hệ thống) tới tài khoản Zalo đã liên kết, đang theo dõi OA của người dùng, vai trò, đơn vị (và đơn vị trực thuộc) chọn, trong phạm vi dữ liệu; mỗi tài khoản một dòng trong hàng đợi gửi; khi chưa cấu hình Zalo OA: từ chối, không gửi gì',
          body: zaloSendBody,
          response: { 200: dataOf(zaloSendResult) },
        },
      },
      async (request) => ({ data: await sendZaloMessage(db, request, request.body, config) }),
    );
  };

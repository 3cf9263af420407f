import {
  admissionRequestBody,
  approvalDecisionBody,
  approvalDetail,
  approvalIdQuery,
  approvalItem,
  approvalListQuery,
  approvalRejectBody,
  dataOf,
  listOf,
  memberChangeRequestBody,
  pendingItem,
  pendingQuery,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { listHistory, listMyRequests, listPending, approvalDetail as readDetail } from './repository.js';
import {
  approveRequest,
  cancelRequest,
  rejectRequest,
  requestAdmission,
  requestMemberUpdate,
} from './service.js';

/** Approval requests: a member's update of their record, transfers out of scope, admissions. */
export const approvalRoutes =
  ({ db, config }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['approvals'];
    const read = { permission: ['read', 'approval'] as ['read', 'approval'] };
    const submit = { permission: ['submit', 'approval'] as ['submit', 'approval'] };
    const approve = { permission: ['approve', 'approval'] as ['approve', 'approval'] };

    app.get(
      '/approval/pending',
      {
        config: read,
        schema: {
          tags,
          summary:
            'Việc chờ người gọi phê duyệt, cũ nhất trước: yêu cầu về đoàn viên và báo cáo đoàn số chờ duyệt (source), kèm đường dẫn trang xử lý',
          querystring: pendingQuery,
          response: { 200: listOf(pendingItem) },
        },
      },
      async (request) => ({ data: await listPending(db, actorOf(request), request.query) }),
    );

    app.get(
      '/approval/my-requests',
      {
        config: read,
        schema: {
          tags,
          summary: 'Yêu cầu người gọi đã gửi, mới nhất trước',
          querystring: approvalListQuery,
          response: { 200: listOf(approvalItem) },
        },
      },
      async (request) => ({ data: await listMyRequests(db, actorOf(request), request.query) }),
    );

    app.get(
      '/approval/history',
      {
        config: read,
        schema: {
          tags,
          summary: 'Lịch sử phê duyệt trong phạm vi dữ liệu: yêu cầu đã duyệt, từ chối hoặc đã hủy',
          querystring: approvalListQuery,
          response: { 200: listOf(approvalItem) },
        },
      },
      async (request) => ({ data: await listHistory(db, actorOf(request), request.query) }),
    );

    app.get(
      '/approval/detail',
      {
        config: read,
        schema: {
          tags,
          summary:
            'Chi tiết yêu cầu: giá trị cũ, mới và hiện tại của từng trường; hồ sơ đã đổi từ khi gửi (stale)',
          querystring: approvalIdQuery,
          response: { 200: dataOf(approvalDetail) },
        },
      },
      async (request) => ({ data: await readDetail(db, actorOf(request), request.query.approvalId) }),
    );

    app.post(
      '/approval/member-update',
      {
        config: submit,
        schema: {
          tags,
          summary: 'Đoàn viên gửi yêu cầu cập nhật hồ sơ của mình (liên hệ, địa chỉ, trình độ, công việc)',
          body: memberChangeRequestBody,
          response: { 200: dataOf(approvalDetail) },
        },
      },
      async (request) => ({ data: await requestMemberUpdate(db, config, request, request.body) }),
    );

    app.post(
      '/approval/admission',
      {
        config: submit,
        schema: {
          tags,
          summary: 'Đề nghị kết nạp đoàn viên (đơn vị không có quyền thêm đoàn viên trực tiếp)',
          body: admissionRequestBody,
          response: { 200: dataOf(approvalDetail) },
        },
      },
      async (request) => ({ data: await requestAdmission(db, config, request, request.body) }),
    );

    app.post(
      '/approval/approve',
      {
        config: approve,
        schema: {
          tags,
          summary:
            'Phê duyệt yêu cầu: thay đổi được áp dụng ngay; hồ sơ đã đổi từ khi gửi thì bị từ chối (approval_stale)',
          body: approvalDecisionBody,
          response: { 200: dataOf(approvalDetail) },
        },
      },
      async (request) => ({ data: await approveRequest(db, config, request, request.body) }),
    );

    app.post(
      '/approval/reject',
      {
        config: approve,
        schema: {
          tags,
          summary: 'Từ chối yêu cầu, kèm lý do gửi cho người yêu cầu',
          body: approvalRejectBody,
          response: { 200: dataOf(approvalDetail) },
        },
      },
      async (request) => ({ data: await rejectRequest(db, config, request, request.body) }),
    );

    app.post(
      '/approval/cancel',
      {
        config: read,
        schema: {
          tags,
          summary: 'Người gửi hủy yêu cầu đang chờ duyệt',
          body: approvalIdQuery,
          response: { 200: dataOf(approvalDetail) },
        },
      },
      async (request) => ({ data: await cancelRequest(db, config, request, request.body.approvalId) }),
    );
  };

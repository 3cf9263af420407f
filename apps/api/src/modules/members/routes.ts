import {
  dataOf,
  listOf,
  memberCreateBody,
  memberDetail,
  memberIdQuery,
  memberItem,
  memberListQuery,
  memberListResponse,
  memberStatusBody,
  memberTransferBody,
  memberTransferResult,
  memberUpdateBody,
  okResponse,
  pageQuery,
  transferTargetItem,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { sendMembers } from './export.js';
import { memberImportRoutes } from './import/routes.js';
import { listMembers, memberDetail as readMemberDetail, transferTargets } from './repository.js';
import { changeMemberStatus, createMember, deleteMember, transferMembers, updateMember } from './service.js';

/** Union members (đoàn viên) of the grassroots unions in the caller's data scope. */
export const memberRoutes =
  ({ db, config }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['members'];

    app.get(
      '/member/list-all',
      {
        config: { permission: ['read', 'member'] },
        schema: {
          tags,
          summary:
            'Danh sách đoàn viên (20 mỗi trang; tìm không dấu theo tên, CCCD, số thẻ, điện thoại; lọc theo đơn vị — includeChildren=true gồm cả đơn vị trực thuộc —, trạng thái — đã chuyển đi gồm cả đoàn viên đã chuyển sinh hoạt khỏi các đơn vị đó, kèm ngày và nơi đến —, giới tính, nhóm tuổi, năm vào công đoàn, đảng viên; đếm tối đa 10.000, countCapped cho biết đã chạm ngưỡng)',
          querystring: memberListQuery,
          response: { 200: memberListResponse },
        },
      },
      async (request) => ({ data: await listMembers(db, actorOf(request), request.query) }),
    );

    app.get(
      '/member/export',
      {
        config: { permission: ['read', 'member'] },
        schema: {
          tags,
          summary:
            'Xuất danh sách đoàn viên đã lọc ra Excel (DanhSachDoanVien.xlsx; cùng bộ lọc với danh sách, không phân trang; tối đa 200.000 dòng; không có dữ liệu: 404 empty_download)',
          querystring: memberListQuery,
        },
      },
      (request, reply) => sendMembers(db, request, reply, request.query),
    );

    app.get(
      '/member/detail',
      {
        config: { permission: ['detail', 'member'] },
        schema: {
          tags,
          summary:
            'Chi tiết đoàn viên: hồ sơ, đường dẫn đơn vị, lịch sử kết nạp, chuyển sinh hoạt, đổi trạng thái',
          querystring: memberIdQuery,
          response: { 200: dataOf(memberDetail) },
        },
      },
      async (request) => ({ data: await readMemberDetail(db, actorOf(request), request.query.memberId) }),
    );

    app.post(
      '/member/create',
      {
        config: { permission: ['create', 'member'] },
        schema: {
          tags,
          summary:
            'Thêm đoàn viên vào công đoàn cơ sở đang hoạt động trong phạm vi dữ liệu (số thẻ bỏ trống: cấp theo mẫu DV<năm><6 số>)',
          body: memberCreateBody,
          response: { 200: dataOf(memberItem) },
        },
      },
      async (request) => ({ data: await createMember(db, request, request.body) }),
    );

    app.put(
      '/member/update',
      {
        config: { permission: ['update', 'member'] },
        schema: {
          tags,
          summary:
            'Cập nhật hồ sơ đoàn viên (chỉ các trường gửi lên; đơn vị đổi bằng chuyển sinh hoạt, trạng thái bằng đổi trạng thái; số thẻ chỉ cấp tỉnh sửa)',
          body: memberUpdateBody,
          response: { 200: dataOf(memberItem) },
        },
      },
      async (request) => ({ data: await updateMember(db, request, request.body) }),
    );

    app.delete(
      '/member/delete',
      {
        config: { permission: ['delete', 'member'] },
        schema: {
          tags,
          summary: 'Xóa hồ sơ đoàn viên nhập nhầm (đoàn viên thôi sinh hoạt thì đổi trạng thái, không xóa)',
          querystring: memberIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteMember(db, request, request.query.memberId);
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/member/change-status',
      {
        config: { permission: ['update', 'member'] },
        schema: {
          tags,
          summary:
            'Đổi trạng thái đoàn viên (đang sinh hoạt, đã chuyển đi, thôi sinh hoạt, khai trừ, đã mất) với ngày và lý do',
          body: memberStatusBody,
          response: { 200: dataOf(memberItem) },
        },
      },
      async (request) => ({ data: await changeMemberStatus(db, request, request.body) }),
    );

    app.get(
      '/member/transfer-targets',
      {
        config: { permission: ['transfer', 'member'] },
        schema: {
          tags,
          summary:
            'Công đoàn cơ sở đang hoạt động toàn tỉnh có thể nhận đoàn viên chuyển đến (tìm không dấu); inScope=false: chuyển sang đó cần bên nhận phê duyệt',
          querystring: pageQuery,
          response: { 200: listOf(transferTargetItem) },
        },
      },
      async (request) => ({ data: await transferTargets(db, actorOf(request), request.query) }),
    );

    app.post(
      '/member/transfer',
      {
        config: { permission: ['transfer', 'member'] },
        schema: {
          tags,
          summary:
            'Chuyển sinh hoạt một hoặc nhiều đoàn viên sang công đoàn cơ sở khác (giữ số thẻ, ghi lịch sử)',
          body: memberTransferBody,
          response: { 200: dataOf(memberTransferResult) },
        },
      },
      async (request) => ({ data: await transferMembers(db, config, request, request.body) }),
    );

    await app.register(memberImportRoutes({ db }));
  };

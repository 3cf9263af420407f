import { type ApprovalDetail, type MemberDetail, type PendingItem, ROLE_IDS } from '@congdoan/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildApprovalRequest,
  buildCategoryItem,
  buildMember,
  buildPeriod,
  buildReport,
  buildUser,
  inboxOf,
  login,
  type Person,
  useTestApp,
} from '../../test/harness.js';

const t = useTestApp({ world: true, outbox: 'manual' });
/** Chair of orgA: decides its members' requests. */
const chair = () => t.world.as.chair.token;
/** Chair of the ward union: both grassroots unions of the ward. */
const wardChair = () => t.world.wardUnionChair.token;
const officer = () => t.world.as.provincialOfficer.token;
const orgA = () => t.world.grassroots[0];
const orgA2 = () => t.world.grassroots[1];

/** A member of orgA with an account of their own, signed in. */
async function memberWithAccount(): Promise<Person & { memberId: number }> {
  const user = await buildUser(t.ctx, {
    roles: [ROLE_IDS.member],
    organizationId: orgA().id,
    xaPhuongId: orgA().xaPhuongId,
  });
  const member = await buildMember(t.ctx, {
    organizationId: orgA().id,
    userId: user.id,
    phoneNumber: '0911000001',
  });
  return { ...user, token: (await login(t.ctx, user.username!)).accessToken, memberId: member.id };
}

const ok = async <T>(res: Promise<{ statusCode: number; body: string; json(): { data: T } }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data;
};
const askUpdate = (token: string, changes: object, note?: string) =>
  t.call('POST', '/approval/member-update', token, { changes, note });
const pending = (token: string, query = '') =>
  ok<{ list: PendingItem[]; count: number }>(t.call('GET', `/approval/pending?limit=200&${query}`, token));
const detail = (token: string, id: number) =>
  ok<ApprovalDetail>(t.call('GET', `/approval/detail?approvalId=${id}`, token));
const memberOf = (token: string, id: number) =>
  ok<MemberDetail>(t.call('GET', `/member/detail?memberId=${id}`, token));

let ward: number;
beforeAll(async () => {
  ward = t.world.ward.id;
});

describe("a member's request to change their own record", () => {
  it('waits for their union, which approves it: the record changes and both sides are told', async () => {
    const m = await memberWithAccount();
    const asked = await ok<ApprovalDetail>(
      askUpdate(
        m.token,
        { address: '25 Lê Lợi', addressWardId: ward, phoneNumber: '0911000002' },
        'Tôi mới chuyển nhà',
      ),
    );
    expect(asked).toMatchObject({
      kind: 'cap_nhat_thong_tin',
      state: 'cho_duyet',
      stale: false,
      canCancel: true,
      canDecide: false,
    });
    expect(asked.changes.find((c) => c.field === 'addressWardId')).toMatchObject({
      oldValue: null,
      newValue: ward,
      newLabel: t.world.ward.name,
    });
    // The union's chair is told and finds it in their pending list; the province is not told.
    const told = (await inboxOf(t.ctx, chair())).find(
      (n) => n.duongDan === `/trade-union/approval/detail/${asked.id}`,
    );
    expect(told?.tieuDe).toBe('Yêu cầu chờ duyệt: cập nhật thông tin đoàn viên');
    expect((await inboxOf(t.ctx, officer())).some((n) => n.duongDan?.endsWith(`/${asked.id}`))).toBe(false);
    const list = await pending(chair());
    expect(list.list.find((p) => p.source === 'approval' && p.id === asked.id)).toMatchObject({
      kindLabel: 'Cập nhật thông tin đoàn viên',
      organizationName: orgA().name,
      link: `/trade-union/approval/detail/${asked.id}`,
    });
    // The record is unchanged until approved.
    expect((await memberOf(m.token, m.memberId)).address).toBeNull();
    const approved = await ok<ApprovalDetail>(t.call('POST', '/approval/approve', chair(), { id: asked.id }));
    expect(approved).toMatchObject({ state: 'da_duyet', canDecide: false, canCancel: false });
    expect(await memberOf(m.token, m.memberId)).toMatchObject({
      address: '25 Lê Lợi',
      addressWardName: t.world.ward.name,
      phoneNumber: '0911000002',
    });
    expect((await inboxOf(t.ctx, m.token))[0]).toMatchObject({
      tieuDe: 'Yêu cầu cập nhật thông tin đoàn viên: đã duyệt',
    });
    const mine = await ok<{ list: { id: number; state: string }[] }>(
      t.call('GET', '/approval/my-requests', m.token),
    );
    expect(mine.list[0]).toMatchObject({ id: asked.id, state: 'da_duyet' });
    const history = await ok<{ list: { id: number }[] }>(
      t.call('GET', '/approval/history?limit=200', chair()),
    );
    expect(history.list.map((h) => h.id)).toContain(asked.id);
    expect((await pending(chair())).list.some((p) => p.id === asked.id && p.source === 'approval')).toBe(
      false,
    );
  });

  it('is rejected with a reason the member reads; a second one waits only once the first is done', async () => {
    const m = await memberWithAccount();
    const first = await ok<ApprovalDetail>(askUpdate(m.token, { occupation: 'Tổ trưởng' }));
    const twice = await askUpdate(m.token, { occupation: 'Quản đốc' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('approval_waiting_exists');
    const noReason = await t.call('POST', '/approval/reject', chair(), { id: first.id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toContainEqual({ path: 'note', message: 'Vui lòng nhập lý do từ chối' });
    const rejected = await ok<ApprovalDetail>(
      t.call('POST', '/approval/reject', chair(), { id: first.id, note: 'Chưa có quyết định bổ nhiệm' }),
    );
    expect(rejected).toMatchObject({ state: 'tu_choi', decisionNote: 'Chưa có quyết định bổ nhiệm' });
    expect((await detail(m.token, first.id)).decisionNote).toBe('Chưa có quyết định bổ nhiệm');
    expect((await memberOf(m.token, m.memberId)).occupation).toBeNull();
    const again = await t.call('POST', '/approval/approve', chair(), { id: first.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('approval_not_waiting');
    expect((await askUpdate(m.token, { occupation: 'Quản đốc' })).statusCode).toBe(200);
  });

  it('asks for a fresh look when the record changed meanwhile, instead of overwriting it', async () => {
    const m = await memberWithAccount();
    const asked = await ok<ApprovalDetail>(askUpdate(m.token, { phoneNumber: '0911000009' }));
    await ok(t.call('PUT', '/member/update', chair(), { id: m.memberId, phoneNumber: '0911000008' }));
    const seen = await detail(chair(), asked.id);
    expect(seen.stale).toBe(true);
    expect(seen.changes[0]).toMatchObject({
      oldValue: '0911000001',
      newValue: '0911000009',
      currentValue: '0911000008',
    });
    const res = await t.call('POST', '/approval/approve', chair(), { id: asked.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'approval_stale' });
    expect((await memberOf(chair(), m.memberId)).phoneNumber).toBe('0911000008');
  });

  it('refuses bad changes and what a member may not change, writing nothing', async () => {
    const m = await memberWithAccount();
    const religion = await buildCategoryItem(t.ctx, { kind: 'religions' });
    const empty = await askUpdate(m.token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toContainEqual({
      path: 'changes',
      message: 'Vui lòng thay đổi ít nhất một thông tin',
    });
    const badPhone = await askUpdate(m.token, { phoneNumber: '12' });
    expect(badPhone.json().details).toContainEqual({
      path: 'changes.phoneNumber',
      message: 'Số điện thoại không hợp lệ',
    });
    // The name, the union and the card are the union's to change: not accepted from the member.
    const name = await askUpdate(m.token, { fullName: 'Tên Khác' });
    expect(name.statusCode).toBe(400);
    const wrongKind = await askUpdate(m.token, { ethnicityId: religion.id });
    expect(wrongKind.json().code).toBe('category_item_ref_invalid');
    const mine = await ok<{ count: number }>(t.call('GET', '/approval/my-requests', m.token));
    expect(mine.count).toBe(0);
    // An account linked to no record has nothing to update.
    const stranger = await buildUser(t.ctx, { roles: [ROLE_IDS.member], organizationId: orgA().id });
    const token = (await login(t.ctx, stranger.username!)).accessToken;
    const none = await askUpdate(token, { phoneNumber: '0911000003' });
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('approval_no_member_record');
  });

  it('is never decided by its own requester, is cancelled by them only, and is out of sight of other members', async () => {
    const m = await memberWithAccount();
    const other = await memberWithAccount();
    const asked = await ok<ApprovalDetail>(askUpdate(m.token, { department: 'Phòng Kỹ thuật' }));
    expect((await t.call('GET', `/approval/detail?approvalId=${asked.id}`, other.token)).statusCode).toBe(
      404,
    );
    expect((await t.call('POST', '/approval/cancel', chair(), { approvalId: asked.id })).statusCode).toBe(
      403,
    );
    const cancelled = await ok<ApprovalDetail>(
      t.call('POST', '/approval/cancel', m.token, { approvalId: asked.id }),
    );
    expect(cancelled.state).toBe('da_huy');

    // A chair who is a member too asks for themselves: they cannot approve it; the ward union can.
    const chairMember = await buildMember(t.ctx, { organizationId: orgA().id, userId: t.world.as.chair.id });
    const own = await ok<ApprovalDetail>(askUpdate(chair(), { department: 'Ban Chấp hành' }));
    expect(own.canDecide).toBe(false);
    expect((await pending(chair())).list.some((p) => p.id === own.id && p.source === 'approval')).toBe(false);
    const self = await t.call('POST', '/approval/approve', chair(), { id: own.id });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('approval_own_request');
    expect((await detail(wardChair(), own.id)).canDecide).toBe(true);
    await ok(t.call('POST', '/approval/approve', wardChair(), { id: own.id }));
    expect((await memberOf(chair(), chairMember.id)).department).toBe('Ban Chấp hành');
  });
});

describe('a transfer to a union outside the requester scope', () => {
  it('waits for the receiving side, which approves it; history on both sides, the card kept', async () => {
    const m = await buildMember(t.ctx, { organizationId: orgA().id });
    const res = await ok<{ moved: number[]; requested: { memberId: number; approvalId: number }[] }>(
      t.call('POST', '/member/transfer', chair(), {
        memberIds: [m.id],
        toOrganizationId: orgA2().id,
        effectiveOn: '2025-03-01',
        reason: 'Chuyển sang công ty mới',
      }),
    );
    expect(res.moved).toEqual([]);
    expect(res.requested).toEqual([{ memberId: m.id, approvalId: expect.any(Number) }]);
    const id = res.requested[0]!.approvalId;
    expect((await memberOf(chair(), m.id)).organizationId).toBe(orgA().id);
    // The chair sees it as theirs but may not decide it; the ward union, above the receiving union, may.
    expect((await detail(chair(), id)).canDecide).toBe(false);
    const seen = await detail(wardChair(), id);
    expect(seen).toMatchObject({ kind: 'chuyen_sinh_hoat', canDecide: true, fromOrganizationId: orgA().id });
    expect(seen.changes[0]).toMatchObject({
      field: 'organizationId',
      oldLabel: orgA().name,
      newLabel: orgA2().name,
    });
    expect((await pending(wardChair(), 'kind=chuyen_sinh_hoat')).list.map((p) => p.id)).toContain(id);
    await ok(t.call('POST', '/approval/approve', wardChair(), { id }));
    const moved = await memberOf(wardChair(), m.id);
    expect(moved).toMatchObject({ organizationId: orgA2().id, cardNumber: m.cardNumber });
    expect(moved.events[0]).toMatchObject({
      kind: 'chuyen_sinh_hoat',
      fromOrganizationId: orgA().id,
      toOrganizationId: orgA2().id,
      effectiveOn: '2025-03-01',
    });
    // orgA keeps the request in its history, though the member is no longer theirs.
    const history = await ok<{ list: { id: number }[] }>(
      t.call('GET', '/approval/history?limit=200', chair()),
    );
    expect(history.list.map((h) => h.id)).toContain(id);
    expect((await t.call('GET', `/member/detail?memberId=${m.id}`, chair())).statusCode).toBe(404);
  });
});

describe('an admission asked for by a union that may not admit', () => {
  it('is filed by a board member and approved by the chair, who admits the member with a card', async () => {
    const board = t.world.as.executiveMember.token;
    const direct = await t.call('POST', '/member/create', board, {
      organizationId: orgA().id,
      fullName: 'Vũ Thị Lan',
      dateOfBirth: '1995-09-09',
      gender: 'nu',
    });
    expect(direct.statusCode).toBe(403);
    const asked = await ok<ApprovalDetail>(
      t.call('POST', '/approval/admission', board, {
        member: {
          organizationId: orgA().id,
          fullName: 'Vũ Thị Lan',
          dateOfBirth: '1995-09-09',
          gender: 'nu',
        },
        note: 'Đã có đơn xin gia nhập',
      }),
    );
    expect(asked).toMatchObject({ kind: 'ket_nap', memberId: null, memberName: 'Vũ Thị Lan' });
    const approved = await ok<ApprovalDetail>(t.call('POST', '/approval/approve', chair(), { id: asked.id }));
    expect(approved.memberId).toEqual(expect.any(Number));
    const member = await memberOf(chair(), approved.memberId!);
    expect(member).toMatchObject({ fullName: 'Vũ Thị Lan', status: 'dang_sinh_hoat' });
    expect(member.cardNumber).toMatch(/^DV\d{10}$/);
  });
});

describe('GET approval/pending', () => {
  it('lists the membership reports waiting for the caller among the requests, oldest first', async () => {
    const period = await buildPeriod(t.ctx, {
      kind: 'dot_xuat',
      name: 'Kỳ thử phê duyệt',
      units: [orgA().id],
    });
    const report = await buildReport(t.ctx, {
      occurrenceId: period.occurrences[0]!.id,
      organizationId: orgA().id,
      name: 'Báo cáo chờ duyệt',
      memberMale: 10,
      memberFemale: 12,
      submittedBy: t.world.as.chair.id,
    });
    const asked = await buildApprovalRequest(t.ctx, { organizationId: orgA2().id });
    const list = await pending(wardChair());
    const item = list.list.find((p) => p.source === 'membership-report' && p.id === report.id);
    expect(item).toMatchObject({
      kindLabel: 'Báo cáo đoàn số',
      title: 'Báo cáo chờ duyệt',
      link: `/trade-union/member-reports/reports?id=${report.id}`,
    });
    const times = list.list.map((p) => p.createdAt);
    expect([...times].sort()).toEqual(times);
    // The filer does not see their own report as theirs to decide; a member sees nothing to decide.
    expect(
      (await pending(chair())).list.some((p) => p.source === 'membership-report' && p.id === report.id),
    ).toBe(false);
    expect((await pending(t.world.as.member.token)).count).toBe(0);
    const requests = (await pending(wardChair(), 'source=approval')).list;
    expect(requests.every((p) => p.source === 'approval')).toBe(true);
    expect(requests.map((p) => p.id)).toContain(asked.id);
    expect((await pending(wardChair(), 'search=cho duyet')).list.map((p) => p.id)).toContain(report.id);
  });
});

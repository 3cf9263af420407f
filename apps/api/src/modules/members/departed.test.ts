import type { MemberListItem } from '@congdoan/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMember, useTestApp } from '../../test/harness.js';

/** The members list under 'Đã chuyển đi' keeps the members transferred away from its unions. */

const t = useTestApp({ world: true });
/** Chair of orgA: the members of orgA and the units under it. */
const chair = () => t.world.as.chair.token;
/** Chair of the ward union: both grassroots unions of the ward. */
const wardChair = () => t.world.wardUnionChair.token;
const officer = () => t.world.as.provincialOfficer.token;
const orgA = () => t.world.grassroots[0];
const orgA2 = () => t.world.grassroots[1];

const list = async (token: string, query: string) => {
  const res = await t.call('GET', `/member/list-all?limit=200&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: MemberListItem[]; count: number };
};
const named = (page: { list: MemberListItem[] }, fullName: string) =>
  page.list.find((m) => m.fullName === fullName);

let moved: { id: number; fullName: string; cardNumber: string };
let left: { id: number; fullName: string };
beforeAll(async () => {
  moved = await buildMember(t.ctx, {
    organizationId: orgA().id,
    fullName: 'Trần Văn Chuyển Đi',
    phoneNumber: '0912000111',
    identity: '001090000111',
  });
  left = await buildMember(t.ctx, { organizationId: orgA().id, fullName: 'Lê Thị Đổi Trạng Thái' });
  const transfer = await t.call('POST', '/member/transfer', wardChair(), {
    memberIds: [moved.id],
    toOrganizationId: orgA2().id,
    effectiveOn: '2025-03-10',
    reason: 'Điều động công tác',
  });
  expect(transfer.statusCode, transfer.body).toBe(200);
  const status = await t.call('POST', '/member/change-status', chair(), {
    id: left.id,
    status: 'da_chuyen_di',
    effectiveOn: '2025-02-01',
    reason: 'Chuyển công tác ra ngoài tỉnh',
  });
  expect(status.statusCode, status.body).toBe(200);
});

describe('GET member/list-all?status=da_chuyen_di', () => {
  it('shows the sending union who was transferred away, when and where to, as it last held them', async () => {
    const page = await list(chair(), 'status=da_chuyen_di');
    expect(named(page, moved.fullName)).toMatchObject({
      id: moved.id,
      cardNumber: moved.cardNumber,
      organizationId: orgA().id,
      organizationName: orgA().name,
      status: 'da_chuyen_di',
      statusChangedAt: '2025-03-10',
      statusReason: 'Điều động công tác',
      // what the receiving union now keeps is not the sender's to read
      phoneNumber: null,
      identity: null,
      departure: {
        effectiveOn: '2025-03-10',
        toOrganizationId: orgA2().id,
        toOrganizationName: orgA2().name,
      },
    });
    // a member who left by a change of status is still the union's own record
    expect(named(page, left.fullName)).toMatchObject({ status: 'da_chuyen_di', departure: null });
    expect(page.count).toBe(page.list.length);
    // a search finds them too
    const found = await list(chair(), `status=da_chuyen_di&search=${encodeURIComponent('tran van chuyen')}`);
    expect(found.list.map((m) => [m.id, m.departure?.toOrganizationName])).toEqual([
      [moved.id, orgA2().name],
    ]);
  });

  it('keeps them read-only and out of every other status', async () => {
    expect((await t.call('GET', `/member/detail?memberId=${moved.id}`, chair())).statusCode).toBe(404);
    expect(named(await list(chair(), 'status=dang_sinh_hoat'), moved.fullName)).toBeUndefined();
    expect(named(await list(chair(), ''), moved.fullName)).toBeUndefined();
  });

  it('counts a move as leaving only the unions it left', async () => {
    // the ward union still holds the member (in orgA2): no departure from the ward as a whole
    expect(named(await list(wardChair(), 'status=da_chuyen_di'), moved.fullName)).toBeUndefined();
    expect(named(await list(wardChair(), 'status=dang_sinh_hoat'), moved.fullName)).toMatchObject({
      organizationId: orgA2().id,
      departure: null,
    });
    // narrowed to orgA it did leave; to orgA2 it arrived
    expect(
      named(await list(wardChair(), `status=da_chuyen_di&organizationId=${orgA().id}`), moved.fullName)
        ?.departure,
    ).toMatchObject({ toOrganizationId: orgA2().id });
    expect(
      named(await list(officer(), `status=da_chuyen_di&organizationId=${orgA2().id}`), moved.fullName),
    ).toBeUndefined();
  });
});

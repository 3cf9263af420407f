import {
  MEMBER_COUNT_CAP,
  MEMBER_SORT_COLUMNS,
  type MemberDetail,
  type MemberItem,
  SPREADSHEET_MIME,
  vietnamDate,
} from '@congdoan/shared';
import { count, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberEvents, members, organizations } from '../../db/schema/index.js';
import { MEMBER_CONFLICTS } from '../../domain/members/writes.js';
import { AppError } from '../../errors.js';
import {
  auditRows,
  buildCategoryItem,
  buildMember,
  buildOrganization,
  buildUser,
  downloadHeaders,
  useTestApp,
} from '../../test/harness.js';
import { rethrowConflict } from '../../write/transaction.js';

const t = useTestApp({ world: true });
/** Provincial officer: every member right, province-wide. */
const officer = () => t.world.as.provincialOfficer.token;
/** Chair of orgA: the members of orgA and the units under it. */
const chair = () => t.world.as.chair.token;
/** Chair of the ward union: both grassroots unions of the ward. */
const wardChair = () => t.world.wardUnionChair.token;
const orgA = () => t.world.grassroots[0];
const orgA2 = () => t.world.grassroots[1];
/** Out of reach of every officer below the province. */
const orgB = () => t.world.elsewhere;
const thisYear = vietnamDate().slice(0, 4);

let kinh: number;
let religionItem: number;
beforeAll(async () => {
  kinh = (await buildCategoryItem(t.ctx, { kind: 'ethnics', name: 'Kinh thử' })).id;
  religionItem = (await buildCategoryItem(t.ctx, { kind: 'religions', name: 'Phật giáo thử' })).id;
});

let serial = 0;
/** A valid body: a member of orgA born in 1990 who joined in 2015. */
const body = (extra: object = {}) => {
  const n = ++serial;
  return {
    organizationId: orgA().id,
    fullName: `Nguyễn Thị Thử ${n}`,
    dateOfBirth: '1990-03-15',
    gender: 'nu',
    identity: `0011900${String(n).padStart(5, '0')}`,
    phoneNumber: `09140${String(n).padStart(5, '0')}`,
    joinedAt: '2015-06-01',
    ...extra,
  };
};

async function create(token: string, extra: object = {}): Promise<MemberItem> {
  const res = await t.call('POST', '/member/create', token, body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const list = async (token: string, query = '') => {
  const res = await t.call('GET', `/member/list-all?limit=200&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: MemberItem[]; count: number; countCapped: boolean };
};
const ids = (l: { list: MemberItem[] }) => l.list.map((m) => m.id);
const detail = async (token: string, id: number) => {
  const res = await t.call('GET', `/member/detail?memberId=${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as MemberDetail;
};
const memberCount = async () => (await t.ctx.database.db.select({ n: count() }).from(members))[0]!.n;
const ok = async <R extends { statusCode: number; body: string }>(res: Promise<R>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};
const changeStatus = (token: string, payload: object) =>
  t.call('POST', '/member/change-status', token, payload);

describe('POST member/create', () => {
  it('admits a member with a generated card number, the history line and the audit row', async () => {
    const m = await create(chair(), { ethnicityId: kinh, religionId: religionItem, partyMember: true });
    expect(m.cardNumber).toMatch(new RegExp(`^DV${thisYear}\\d{6}$`));
    expect(m).toMatchObject({
      organizationName: orgA().name,
      ethnicityName: 'Kinh thử',
      religionName: 'Phật giáo thử',
      status: 'dang_sinh_hoat',
      partyMember: true,
      userId: null,
    });
    const d = await detail(chair(), m.id);
    expect(d.organizationPath.map((o) => o.id)).toEqual([
      t.world.province.id,
      t.world.wardUnion.id,
      orgA().id,
    ]);
    expect(d.events).toMatchObject([
      {
        kind: 'tiep_nhan',
        toOrganizationId: orgA().id,
        toStatus: 'dang_sinh_hoat',
        effectiveOn: '2015-06-01',
      },
    ]);
    expect(await auditRows(t.ctx, 'member', m.id)).toHaveLength(1);
    // Two admissions never share a generated number.
    const next = await create(chair());
    expect(next.cardNumber).not.toBe(m.cardNumber);
  });

  it('refuses bad input with a Vietnamese message and writes nothing', async () => {
    const before = await memberCount();
    const cases: [object, string, string][] = [
      [{ identity: '123' }, 'identity', 'Số CCCD gồm 12 chữ số'],
      [{ fullName: '' }, 'fullName', 'Vui lòng nhập họ và tên'],
      [{ dateOfBirth: `${Number(thisYear) - 10}-01-01` }, 'dateOfBirth', 'Đoàn viên phải đủ 15 tuổi trở lên'],
      [{ gender: 'khac' }, 'gender', 'Vui lòng chọn giới tính'],
      [{ joinedAt: '1989-01-01' }, 'joinedAt', 'Ngày vào công đoàn phải sau ngày sinh'],
      [
        { cardNumber: 'có dấu' },
        'cardNumber',
        'Số thẻ gồm 4–20 chữ in hoa, chữ số, dấu chấm hoặc gạch ngang',
      ],
    ];
    for (const [extra, path, message] of cases) {
      const res = await t.call('POST', '/member/create', chair(), body(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().details).toContainEqual({ path, message });
    }
    // A category item of another kind, a union not grassroots, a union out of scope.
    const wrongKind = await t.call('POST', '/member/create', chair(), body({ ethnicityId: religionItem }));
    expect(wrongKind.json()).toMatchObject({ code: 'category_item_ref_invalid' });
    const notGrassroots = await t.call(
      'POST',
      '/member/create',
      officer(),
      body({ organizationId: t.world.wardUnion.id }),
    );
    expect(notGrassroots.json()).toMatchObject({
      code: 'member_organization_invalid',
      message: 'Đoàn viên chỉ sinh hoạt ở công đoàn cơ sở đang hoạt động',
    });
    const outOfScope = await t.call('POST', '/member/create', chair(), body({ organizationId: orgB().id }));
    expect(outOfScope.statusCode).toBe(400);
    expect(outOfScope.json().code).toBe('organization_ref_invalid');
    expect(await memberCount()).toBe(before);
  });

  it('keeps a CCCD to one active member and a card number to one member, even in a race', async () => {
    const identity = '001190099001';
    const both = await Promise.all([
      t.call('POST', '/member/create', chair(), body({ identity })),
      t.call('POST', '/member/create', officer(), body({ identity, organizationId: orgB().id })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: 'member_identity_exists',
      message: 'Số CCCD đã có ở một đoàn viên đang sinh hoạt khác',
    });
    const cardNumber = 'DV1999123456';
    const cards = await Promise.all([
      t.call('POST', '/member/create', chair(), body({ cardNumber })),
      t.call('POST', '/member/create', officer(), body({ cardNumber, organizationId: orgB().id })),
    ]);
    expect(cards.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(cards.find((r) => r.statusCode === 409)!.json().code).toBe('member_card_number_exists');
  });
});

describe('reading members', () => {
  it('shows each caller only the members of their scope; outside it a member is not found', async () => {
    const a = await create(officer(), { organizationId: orgA().id });
    const a2 = await create(officer(), { organizationId: orgA2().id });
    const b = await create(officer(), { organizationId: orgB().id });
    const mine = ids(await list(chair()));
    expect(mine).toContain(a.id);
    expect(mine).not.toContain(a2.id);
    expect(mine).not.toContain(b.id);
    expect(ids(await list(wardChair()))).toEqual(expect.arrayContaining([a.id, a2.id]));
    expect(ids(await list(officer()))).toEqual(expect.arrayContaining([a.id, a2.id, b.id]));
    const res = await t.call('GET', `/member/detail?memberId=${b.id}`, chair());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'member_not_found', message: 'Đoàn viên không tồn tại' });
    const edit = await t.call('PUT', '/member/update', chair(), { id: b.id, fullName: 'Đổi tên' });
    expect(edit.statusCode).toBe(404);
  });

  it('shows a member only their own record, through the account linked to it', async () => {
    const own = await buildMember(t.ctx, { organizationId: orgA().id, userId: t.world.as.member.id });
    const other = await create(chair());
    const seen = await list(t.world.as.member.token);
    expect(ids(seen)).toEqual([own.id]);
    expect((await detail(t.world.as.member.token, own.id)).id).toBe(own.id);
    expect(
      (await t.call('GET', `/member/detail?memberId=${other.id}`, t.world.as.member.token)).statusCode,
    ).toBe(404);
    // A member reads; they do not write.
    expect(
      (await t.call('PUT', '/member/update', t.world.as.member.token, { id: own.id, fullName: 'X' }))
        .statusCode,
    ).toBe(403);
  });

  it('finds members without accents by name, CCCD, card number and phone, and filters them', async () => {
    const org = await buildOrganization(t.ctx, { parent: t.world.wardUnion, name: 'Công đoàn Lọc Thử' });
    const at = (extra: object) => create(officer(), { organizationId: org.id, ...extra });
    const hoa = await at({
      fullName: 'Trần Thị Hòa',
      gender: 'nu',
      dateOfBirth: '2000-01-10',
      joinedAt: '2020-05-01',
    });
    const binh = await at({
      fullName: 'Lê Văn Bình',
      gender: 'nam',
      dateOfBirth: '1970-02-01',
      joinedAt: '1995-03-01',
      partyMember: true,
      identity: '001170012345',
    });
    const q = (query: string) => list(officer(), `organizationId=${org.id}&${query}`).then(ids);
    expect(await q('search=tran thi hoa')).toEqual([hoa.id]);
    expect(await q('search=HOA TRAN')).toEqual([hoa.id]);
    expect(await q('search=001170012345')).toEqual([binh.id]);
    expect(await q(`search=${binh.cardNumber.toLowerCase()}`)).toEqual([binh.id]);
    expect(await q(`search=${hoa.phoneNumber}`)).toEqual([hoa.id]);
    expect(await q('gender=nam')).toEqual([binh.id]);
    expect(await q('ageBand=duoi_30')).toEqual([hoa.id]);
    expect(await q('ageBand=tu_50')).toEqual([binh.id]);
    expect(await q('ageBand=tu_30_den_39')).toEqual([]);
    expect(await q('joinedYear=1995')).toEqual([binh.id]);
    expect(await q('partyMember=true')).toEqual([binh.id]);
    expect(await q('partyMember=false')).toEqual([hoa.id]);
    expect(await q('sortBy=dateOfBirth&order=asc')).toEqual([binh.id, hoa.id]);
    // The ward union alone has none of its own; with its subtree it has both.
    const ward = await list(officer(), `organizationId=${t.world.wardUnion.id}`);
    expect(ward.count).toBe(0);
    const subtree = ids(await list(officer(), `organizationId=${t.world.wardUnion.id}&includeChildren=true`));
    expect(subtree).toEqual(expect.arrayContaining([hoa.id, binh.id]));
    const bad = await t.call('GET', '/member/list-all?ageBand=old', officer());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual({ path: 'ageBand', message: 'Nhóm tuổi không hợp lệ' });
    // A search's page is sorted from its matches, a list's without one by walking the unions in
    // name order: by every column, both ways, a page at a time, the same rows in the same order.
    await at({ fullName: 'Trần Thị Hòa', gender: 'nu', dateOfBirth: '1985-06-01', joinedAt: '2010-01-01' });
    const pageOf = async (page: number, query: string) => {
      const res = await t.call(
        'GET',
        `/member/list-all?organizationId=${org.id}&limit=1&page=${page}&${query}`,
        officer(),
      );
      expect(res.statusCode, res.body).toBe(200);
      return ids(res.json().data);
    };
    for (const sortBy of [undefined, ...MEMBER_SORT_COLUMNS]) {
      for (const order of ['asc', 'desc']) {
        const sort = sortBy ? `sortBy=${sortBy}&order=${order}` : '';
        const all = await q(sort);
        expect(all).toHaveLength(3);
        expect(await q(`search=n&${sort}`)).toEqual(all);
        expect(await pageOf(2, `search=n&${sort}`)).toEqual([all[1]]);
      }
    }
  });

  it('stops counting at the cap and says so, 20 a page by default', async () => {
    const org = await buildOrganization(t.ctx, { parent: t.world.wardUnion, name: 'Công đoàn Rất Đông' });
    await t.ctx.database.db.execute(sql`
      insert into members (organization_id, full_name, date_of_birth, gender, card_number, search_text)
      select ${org.id}, 'Đoàn viên ' || g, '1990-01-01', 'nam', 'CAP' || g, 'doan vien ' || g
      from generate_series(1, ${MEMBER_COUNT_CAP + 5}) g`);
    const res = await t.call('GET', `/member/list-all?organizationId=${org.id}`, officer());
    const page = res.json().data;
    expect(page.list).toHaveLength(20);
    expect(page).toMatchObject({ count: MEMBER_COUNT_CAP, countCapped: true });
    const few = await list(officer(), `organizationId=${org.id}&search=doan vien 10004`);
    expect(few).toMatchObject({ count: 1, countCapped: false });
    // A search matching more than the cap reads its page as the list without one does.
    const sorted = `organizationId=${org.id}&page=3&sortBy=cardNumber&order=desc`;
    const many = await list(officer(), `${sorted}&search=doan vien`);
    expect(many).toMatchObject({ count: MEMBER_COUNT_CAP, countCapped: true });
    expect(ids(many)).toEqual(ids(await list(officer(), sorted)));
    expect(many.list).toHaveLength(200);
    await t.ctx.database.db.delete(members).where(eq(members.organizationId, org.id));
  });
});

describe('PUT member/update', () => {
  it('changes the fields sent and keeps the others', async () => {
    const m = await create(chair(), { ethnicityId: kinh, occupation: 'Công nhân may' });
    const res = await t.call('PUT', '/member/update', chair(), {
      id: m.id,
      phoneNumber: '0987654321',
      religionId: religionItem,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      phoneNumber: '0987654321',
      religionName: 'Phật giáo thử',
      ethnicityName: 'Kinh thử',
      occupation: 'Công nhân may',
      cardNumber: m.cardNumber,
    });
    const cleared = (await t.call('PUT', '/member/update', chair(), { id: m.id, occupation: null })).json()
      .data;
    expect(cleared).toMatchObject({ occupation: null, phoneNumber: '0987654321' });
    // The merged record is checked: joining before the stored birth date is refused.
    const early = await t.call('PUT', '/member/update', chair(), { id: m.id, joinedAt: '1980-01-01' });
    expect(early.statusCode).toBe(400);
  });

  it('lets only the province change an issued card number', async () => {
    const m = await create(chair());
    const refused = await t.call('PUT', '/member/update', chair(), { id: m.id, cardNumber: 'DV2001000001' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'member_card_number_locked' });
    const done = await t.call('PUT', '/member/update', officer(), { id: m.id, cardNumber: 'hcm-2001-01' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.cardNumber).toBe('HCM-2001-01');
  });

  it('links an account only for a caller who may update users, one member an account', async () => {
    const m = await create(chair());
    const account = await buildUser(t.ctx, { organizationId: orgA().id });
    const vice = await t.call('PUT', '/member/update', t.world.as.viceChair.token, {
      id: m.id,
      userId: account.id,
    });
    expect(vice.statusCode).toBe(403);
    const linked = await t.call('PUT', '/member/update', chair(), { id: m.id, userId: account.id });
    expect(linked.json().data).toMatchObject({ userId: account.id, username: account.username });
    const other = await create(chair());
    const taken = await t.call('PUT', '/member/update', chair(), { id: other.id, userId: account.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('member_user_taken');
  });
});

describe('POST member/change-status', () => {
  it('follows the allowed transitions and keeps each change in the history', async () => {
    const m = await create(chair(), { identity: '001190088001' });
    const noReason = await changeStatus(chair(), {
      id: m.id,
      status: 'thoi_sinh_hoat',
      effectiveOn: '2024-01-02',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toContainEqual({ path: 'reason', message: 'Vui lòng nhập lý do' });
    const left = await changeStatus(chair(), {
      id: m.id,
      status: 'thoi_sinh_hoat',
      effectiveOn: '2024-01-02',
      reason: 'Nghỉ việc',
    });
    expect(left.json().data).toMatchObject({
      status: 'thoi_sinh_hoat',
      statusChangedAt: '2024-01-02',
      statusReason: 'Nghỉ việc',
    });
    // While they are away, someone else may hold the CCCD as an active member; then they cannot come back.
    const newcomer = await create(officer(), { identity: '001190088001', organizationId: orgB().id });
    const back = await changeStatus(chair(), {
      id: m.id,
      status: 'dang_sinh_hoat',
      effectiveOn: '2024-06-01',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('member_identity_exists');
    await t.call('DELETE', `/member/delete?memberId=${newcomer.id}`, officer());
    expect(
      (await changeStatus(chair(), { id: m.id, status: 'dang_sinh_hoat', effectiveOn: '2024-06-01' }))
        .statusCode,
    ).toBe(200);
    const expelled = await changeStatus(chair(), {
      id: m.id,
      status: 'khai_tru',
      effectiveOn: '2024-07-01',
      reason: 'Vi phạm điều lệ',
    });
    expect(expelled.statusCode).toBe(200);
    const final = await changeStatus(chair(), {
      id: m.id,
      status: 'dang_sinh_hoat',
      effectiveOn: '2024-08-01',
    });
    expect(final.statusCode).toBe(409);
    expect(final.json()).toMatchObject({ code: 'member_status_transition_invalid' });
    const d = await detail(chair(), m.id);
    expect(d.events.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([
      ['doi_trang_thai', 'dang_sinh_hoat', 'khai_tru'],
      ['doi_trang_thai', 'thoi_sinh_hoat', 'dang_sinh_hoat'],
      ['doi_trang_thai', 'dang_sinh_hoat', 'thoi_sinh_hoat'],
      ['tiep_nhan', null, 'dang_sinh_hoat'],
    ]);
  });
});

describe('POST member/transfer', () => {
  it('moves members inside the caller scope at once, keeping the card and the history on both sides', async () => {
    const a = await create(wardChair(), { organizationId: orgA().id });
    const b = await create(wardChair(), { organizationId: orgA().id });
    const res = await t.call('POST', '/member/transfer', wardChair(), {
      memberIds: [a.id, b.id],
      toOrganizationId: orgA2().id,
      effectiveOn: '2025-01-15',
      reason: 'Điều động công tác',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ moved: [a.id, b.id].sort((x, y) => x - y), requested: [] });
    const moved = await detail(wardChair(), a.id);
    expect(moved).toMatchObject({ organizationId: orgA2().id, cardNumber: a.cardNumber });
    expect(moved.events[0]).toMatchObject({
      kind: 'chuyen_sinh_hoat',
      fromOrganizationName: orgA().name,
      toOrganizationName: orgA2().name,
      reason: 'Điều động công tác',
    });
    // orgA's chair no longer sees them.
    expect((await t.call('GET', `/member/detail?memberId=${a.id}`, chair())).statusCode).toBe(404);
    const lines = await t.ctx.database.db
      .select()
      .from(memberEvents)
      .where(eq(memberEvents.fromOrganizationId, orgA().id));
    expect(lines.map((l) => l.memberId)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('moves all or none', async () => {
    const a = await create(wardChair(), { organizationId: orgA().id });
    const gone = await create(wardChair(), { organizationId: orgA().id });
    await changeStatus(wardChair(), {
      id: gone.id,
      status: 'da_mat',
      effectiveOn: '2024-01-01',
      reason: 'Từ trần',
    });
    const res = await t.call('POST', '/member/transfer', wardChair(), {
      memberIds: [a.id, gone.id],
      toOrganizationId: orgA2().id,
      effectiveOn: '2025-01-15',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('member_not_active');
    expect((await detail(wardChair(), a.id)).organizationId).toBe(orgA().id);
    // A member out of the caller's scope, a union that is not a grassroots one: refused.
    const notMine = await t.call('POST', '/member/transfer', chair(), {
      memberIds: [(await create(officer(), { organizationId: orgB().id })).id],
      toOrganizationId: orgA2().id,
      effectiveOn: '2025-01-15',
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().code).toBe('member_ref_invalid');
    const ward = await t.call('POST', '/member/transfer', wardChair(), {
      memberIds: [a.id],
      toOrganizationId: t.world.wardUnion.id,
      effectiveOn: '2025-01-15',
    });
    expect(ward.json().code).toBe('member_organization_invalid');
    expect((await detail(wardChair(), a.id)).organizationId).toBe(orgA().id);
  });
});

describe('GET member/transfer-targets', () => {
  it('offers the active grassroots unions of the whole province, saying which lie outside the caller scope', async () => {
    const res = await t.call('GET', '/member/transfer-targets?limit=200', chair());
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data.list as { id: number; inScope: boolean; parentName: string | null }[];
    expect(list.find((o) => o.id === orgA().id)).toMatchObject({
      inScope: true,
      parentName: t.world.wardUnion.name,
    });
    expect(list.find((o) => o.id === orgB().id)).toMatchObject({ inScope: false });
    expect(list.some((o) => o.id === t.world.wardUnion.id)).toBe(false);
    const found = (
      await t.call('GET', `/member/transfer-targets?search=${encodeURIComponent(orgB().name)}`, chair())
    ).json().data;
    expect(found.list.map((o: { id: number }) => o.id)).toContain(orgB().id);
    expect((await t.call('GET', '/member/transfer-targets', t.world.as.member.token)).statusCode).toBe(403);
  });
});

describe('DELETE member/delete and the union', () => {
  it('deletes a record entered by mistake; a union with members cannot be deleted', async () => {
    const org = await buildOrganization(t.ctx, { parent: t.world.wardUnion, name: 'Công đoàn Sắp Giải Thể' });
    const m = await create(officer(), { organizationId: org.id });
    const refused = await t.call(
      'DELETE',
      `/organization/delete-organization?organizationID=${org.id}`,
      officer(),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('1 đoàn viên');
    const res = await t.call('DELETE', `/member/delete?memberId=${m.id}`, officer());
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', `/member/detail?memberId=${m.id}`, officer())).statusCode).toBe(404);
    expect(
      (await t.call('DELETE', `/organization/delete-organization?organizationID=${org.id}`, officer()))
        .statusCode,
    ).toBe(200);
  });
});

describe('counts follow the members', () => {
  const unit = async (id: number) =>
    (await t.call('GET', `/organization/detail?organizationId=${id}`, officer())).json().data as {
      memberCount: number | null;
      memberRecordCount: number;
      workerCount: number | null;
    };

  it('counts the active members of a union that keeps records, the declared figure of one that does not', async () => {
    const org = await buildOrganization(t.ctx, { parent: t.world.wardUnion, name: 'Công đoàn Đếm Thử' });
    const other = await buildOrganization(t.ctx, { parent: t.world.wardUnion, name: 'Công đoàn Nhận Thử' });
    await t.ctx.database.db
      .update(organizations)
      .set({ memberCount: 50, memberMaleCount: 20, memberFemaleCount: 30 })
      .where(inArray(organizations.id, [org.id, other.id]));
    expect(await unit(org.id)).toMatchObject({ memberCount: 50, memberRecordCount: 0 });

    const man = await create(officer(), { organizationId: org.id, gender: 'nam' });
    const woman = await create(officer(), { organizationId: org.id, gender: 'nu' });
    expect(await unit(org.id)).toMatchObject({ memberCount: 2, memberRecordCount: 2 });
    const prefill = (
      await t.call('GET', `/bao-cao-doan-so-theo-ky/du-lieu-goi-y?organizationId=${org.id}`, officer())
    ).json().data;
    expect(prefill).toMatchObject({
      nguon: 'ho_so_doan_vien',
      soLuongDoanVienNam: 1,
      soLuongDoanVienNu: 1,
      tongSoCongDoan: 2,
    });

    // One leaves: still a record, no longer counted.
    await changeStatus(officer(), {
      id: woman.id,
      status: 'thoi_sinh_hoat',
      effectiveOn: '2025-01-01',
      reason: 'Nghỉ hưu',
    });
    expect(await unit(org.id)).toMatchObject({ memberCount: 1, memberRecordCount: 2 });
    // One moves: counted where they went; the receiving union now counts its records too.
    await ok(
      t.call('POST', '/member/transfer', officer(), {
        memberIds: [man.id],
        toOrganizationId: other.id,
        effectiveOn: '2025-02-01',
      }),
    );
    expect(await unit(org.id)).toMatchObject({ memberCount: 0, memberRecordCount: 1 });
    expect(await unit(other.id)).toMatchObject({ memberCount: 1, memberRecordCount: 1 });

    // A counted figure is not typed over; the same value passes.
    const typed = await t.call('PUT', '/organization/update-organization', officer(), {
      id: other.id,
      memberCount: 40,
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toMatchObject({ code: 'organization_member_count_counted' });
    expect(
      (
        await t.call('PUT', '/organization/update-organization', officer(), {
          id: other.id,
          memberCount: 1,
          chairName: 'Lê Văn Tám',
        })
      ).statusCode,
    ).toBe(200);

    // An approved report brings its workers; the members stay counted.
    const period = await ok(
      t.call('POST', '/thoi-gian-cap-nhat-doan-so/dot-xuat', officer(), {
        ten: 'Kỳ đếm thử',
        thoiGianBatDau: new Date(Date.now() - 86_400_000).toISOString(),
        thoiGianKetThuc: new Date(Date.now() + 86_400_000).toISOString(),
        organizationId: [other.id],
      }),
    );
    const report = await ok(
      t.call('POST', '/bao-cao-doan-so-theo-ky', wardChair(), {
        tenBaoCao: 'Báo cáo đếm thử',
        organizationId: other.id,
        kyBaoCaoId: period.json().data.kyHienTai.id,
        soLuongDoanVienNam: 60,
        soLuongDoanVienNu: 39,
        soLuongCNVCLDNam: 80,
        soLuongCNVCLDNu: 70,
      }),
    );
    await ok(
      t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.json().data.id}/trang-thai`, officer(), {
        trangThaiPheDuyet: 'da_phe_duyet',
      }),
    );
    expect(await unit(other.id)).toMatchObject({ memberCount: 1, workerCount: 150 });

    // The ward union's branch total adds the counted figures.
    const tree = (
      await t.call(
        'GET',
        `/organization/list-all-organization-pc?organizationParentId=${t.world.wardUnion.id}`,
        officer(),
      )
    ).json().data as {
      id: number;
      subtreeMemberCount: number;
    }[];
    expect(tree.find((n) => n.id === other.id)?.subtreeMemberCount).toBe(1);
  });
});

describe('GET member/export', () => {
  it('streams the filtered list in its order, scoped as the list is', async () => {
    const org = await buildOrganization(t.ctx, {
      parent: t.world.grassroots[0],
      name: 'Tổ Công đoàn Xuất Thử',
    });
    const b = await create(officer(), {
      organizationId: org.id,
      fullName: 'Bùi Văn Bảy',
      dateOfBirth: '1980-12-31',
      partyMember: true,
    });
    const a = await create(officer(), { organizationId: org.id, fullName: 'Âu Thị Một', ethnicityId: kinh });
    const res = await t.call('GET', `/member/export?organizationId=${org.id}`, chair());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders('DanhSachDoanVien.xlsx', SPREADSHEET_MIME));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('DANH SÁCH ĐOÀN VIÊN CÔNG ĐOÀN');
    expect(String(ws.getCell('A2').value)).toContain('Tổ Công đoàn Xuất Thử — 2 đoàn viên');
    expect(ws.getRow(3).values).toEqual(
      expect.arrayContaining(['STT', 'Họ và tên', 'Số thẻ đoàn viên', 'Trạng thái']),
    );
    // Vietnamese order: Âu before Bùi.
    expect([ws.getCell('B4').value, ws.getCell('B5').value]).toEqual(['Âu Thị Một', 'Bùi Văn Bảy']);
    expect(ws.getCell('E4').value).toBe('Kinh thử');
    expect((ws.getCell('C5').value as Date).toISOString().slice(0, 10)).toBe('1980-12-31');
    expect(ws.getCell('Q5').value).toBe(b.cardNumber);
    expect(ws.getCell('S5').value).toBe('Có');
    expect(ws.getRow(6).values).toEqual([]);
    expect(a.id).toBeGreaterThan(0);
    // Out of the caller's scope there is nothing to export.
    const none = await t.call('GET', `/member/export?organizationId=${org.id}`, t.world.elsewhereChair.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('empty_download');
  });
});

describe('a reference removed while a member is written', () => {
  /** What a write's conflicts make of a statement's refusal: the answer's code, or the error as it came. */
  const answered = async (statement: Promise<unknown>) => {
    const err = await statement.then(
      () => null,
      (e: unknown) => e,
    );
    try {
      rethrowConflict(err, MEMBER_CONFLICTS);
    } catch (e) {
      return e instanceof AppError ? e.code : e === err ? 'rethrown' : e;
    }
  };
  const insert = (values: Partial<typeof members.$inferInsert>) =>
    t.ctx.database.db.insert(members).values({
      organizationId: orgA().id,
      fullName: 'Tham Chiếu Mất',
      dateOfBirth: '1990-01-01',
      gender: 'nam',
      cardNumber: `FK${++serial}`,
      ...values,
    });

  it('is answered with what was removed, and anything else is not the caller’s', async () => {
    expect(await answered(insert({ hometownWardId: 999_999 }))).toBe('ward_ref_invalid');
    expect(await answered(insert({ organizationId: 999_999 }))).toBe('organization_ref_invalid');
    expect(await answered(insert({ userId: 999_999 }))).toBe('user_ref_invalid');
    expect(await answered(insert({ religionId: 999_999 }))).toBe('category_item_ref_invalid');
    const event = (values: Partial<typeof memberEvents.$inferInsert>) =>
      t.ctx.database.db
        .insert(memberEvents)
        .values({ memberId: 999_999, kind: 'tiep_nhan', effectiveOn: '2020-01-01', ...values });
    expect(await answered(event({}))).toBe('member_not_found');
    const m = await buildMember(t.ctx, { organizationId: orgA().id });
    expect(await answered(event({ memberId: m.id, actorId: 999_999 }))).toBe('rethrown');
  });
});

import { STAFF_SORT_COLUMNS, vietnamDate } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { unionStaff, users } from '../../db/schema/index.js';
import {
  auditRows,
  buildOrganization,
  buildPosition,
  buildRole,
  buildStaff,
  buildUser,
  tokenFor,
  useTestApp,
} from '../../test/harness.js';
import { allPages, expectBadSortRefused } from '../../test/sorting.js';

const t = useTestApp({ world: true });
/** Provincial officer: every staff right, province-wide; updates users. */
const officer = () => t.world.as.provincialOfficer.token;
/** Chair of orgA: staff of orgA and orgA1 only. */
const chair = () => t.world.as.chair.token;
/** Vice chair of orgA: reads, creates and updates staff; may neither delete nor touch users. */
const vice = () => t.world.as.viceChair.token;
const orgA = () => t.world.grassroots[0];
/** Out of reach of orgA's officers, in the other ward. */
const orgB = () => t.world.elsewhere;
/** Under orgA. */
let orgA1: { id: number; path: string };
/** A role of ward scope (the other ward, orgB's) with every staff right. */
let wardOfficer: string;
const pos = { chair: 0, vice: 0, member: 0 };

beforeAll(async () => {
  orgA1 = await buildOrganization(t.ctx, {
    parent: orgA(),
    name: 'Công đoàn bộ phận Dệt',
    xaPhuongId: t.world.ward.id,
  });
  pos.chair = (await buildPosition(t.ctx, { name: 'Chủ tịch', sortOrder: 1 })).id;
  pos.vice = (await buildPosition(t.ctx, { name: 'Phó Chủ tịch', sortOrder: 2 })).id;
  pos.member = (await buildPosition(t.ctx, { name: 'Ủy viên Ban Chấp hành', sortOrder: 3 })).id;
  const role = await buildRole(t.ctx, {
    scope: 'ward',
    grants: ['view-staff', 'create-staff', 'update-staff', 'delete-staff'],
  });
  wardOfficer = await tokenFor(t.ctx, { roles: [role.id], xaPhuongId: t.world.otherWard.id });
});

let serial = 0;
/** A valid body: a 40-year-old part-time member of the executive committee of orgA. */
const body = (extra: object = {}) => {
  const n = ++serial;
  return {
    organizationId: orgA().id,
    fullName: `Cán Bộ Thử ${n}`,
    gender: 'nam',
    dateOfBirth: '1985-04-12',
    identity: `0010850${String(n).padStart(5, '0')}`,
    phoneNumber: `09130${String(n).padStart(5, '0')}`,
    email: `canbo${n}@example.vn`,
    positionId: pos.member,
    termStart: '2023-01-01',
    termEnd: '2028-01-01',
    employment: 'kiem_nhiem',
    ...extra,
  };
};

interface Item {
  id: number;
  organizationId: number;
  organizationName: string;
  fullName: string;
  positionId: number | null;
  positionName: string | null;
  termState: 'current' | 'ended';
  userId: number | null;
  username: string | null;
}

async function create(token: string, extra: object = {}): Promise<Item> {
  const res = await t.call('POST', '/staff/create', token, body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** PUT staff/update as the holder of `token`. */
const update = (token: string, payload: object) => t.call('PUT', '/staff/update', token, payload);
const list = async (token: string, query = '') => {
  const res = await t.call('GET', `/staff/list-all?limit=200&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Item[]; count: number };
};
const ids = (l: { list: Item[] }) => l.list.map((s) => s.id);
const staffCount = async () => (await t.ctx.database.db.select({ n: count() }).from(unionStaff))[0]!.n;
const staffAudit = (id: number) => auditRows(t.ctx, 'staff', id);
const userRow = async (id: number) =>
  (await t.ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET staff/list-all', () => {
  it('answers each caller only the staff of their scope, 20 a page by default', async () => {
    const a = await create(officer(), { organizationId: orgA().id });
    const a1 = await create(officer(), { organizationId: orgA1.id });
    const b = await create(officer(), { organizationId: orgB().id });

    const mine = await list(chair());
    expect(ids(mine)).toEqual(expect.arrayContaining([a.id, a1.id]));
    expect(ids(mine)).not.toContain(b.id);
    expect(mine.list.every((s) => [orgA().id, orgA1.id].includes(s.organizationId))).toBe(true);

    const ward = await list(wardOfficer);
    expect(ids(ward)).toContain(b.id);
    expect(ward.list.every((s) => s.organizationId === orgB().id)).toBe(true);

    expect(ids(await list(officer()))).toEqual(expect.arrayContaining([a.id, a1.id, b.id]));

    const many = await buildOrganization(t.ctx, { name: 'Công đoàn Nhiều Cán Bộ' });
    for (let i = 0; i < 21; i++)
      await buildStaff(t.ctx, { organizationId: many.id, fullName: `Cán bộ ${i}` });
    const page = (await t.call('GET', `/staff/list-all?organizationId=${many.id}`, officer())).json().data;
    expect(page.count).toBe(21);
    expect(page.list).toHaveLength(20);
  });

  it('filters by organisation (alone or with its subtree), position, term, employment and gender', async () => {
    const org = await buildOrganization(t.ctx, { parent: orgB(), name: 'Công đoàn Lọc' });
    const child = await buildOrganization(t.ctx, { parent: org, name: 'Công đoàn Lọc Con' });
    const chairOf = await create(officer(), {
      organizationId: org.id,
      positionId: pos.chair,
      employment: 'chuyen_trach',
      gender: 'nu',
      termEnd: undefined,
    });
    const ended = await create(officer(), {
      organizationId: child.id,
      termStart: '2018-01-01',
      termEnd: '2023-01-01',
    });
    const endsToday = await create(officer(), { organizationId: child.id, termEnd: vietnamDate() });

    expect(ids(await list(officer(), `organizationId=${org.id}`))).toEqual([chairOf.id]);
    const subtree = await list(officer(), `organizationId=${org.id}&includeChildren=true`);
    expect(ids(subtree).sort()).toEqual([chairOf.id, ended.id, endsToday.id].sort());
    expect(
      ids(await list(officer(), `organizationId=${org.id}&includeChildren=true&positionId=${pos.chair}`)),
    ).toEqual([chairOf.id]);
    expect(ids(await list(officer(), `organizationId=${child.id}&termState=ended`))).toEqual([ended.id]);
    expect(ids(await list(officer(), `organizationId=${child.id}&termState=current`))).toEqual([
      endsToday.id,
    ]);
    expect(
      ids(await list(officer(), `organizationId=${org.id}&includeChildren=true&employment=chuyen_trach`)),
    ).toEqual([chairOf.id]);
    expect(ids(await list(officer(), `organizationId=${org.id}&includeChildren=true&gender=nu`))).toEqual([
      chairOf.id,
    ]);

    const item = (await list(officer(), `organizationId=${org.id}`)).list[0];
    expect(item).toMatchObject({
      organizationName: 'Công đoàn Lọc',
      positionName: 'Chủ tịch',
      termState: 'current',
      employment: 'chuyen_trach',
      termEnd: null,
      userId: null,
      username: null,
    });
    expect((await list(officer(), `organizationId=${child.id}&termState=ended`)).list[0]?.termState).toBe(
      'ended',
    );

    const bad = await t.call('GET', '/staff/list-all?termState=sap_het', officer());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Trạng thái nhiệm kỳ không hợp lệ');
  });

  it('searches without accents over name, CCCD, phone and e-mail', async () => {
    const s = await create(officer(), {
      fullName: 'Đoàn Thị Ngọc Ánh',
      identity: '001199012345',
      phoneNumber: '0987001122',
      email: 'ngoc.anh@congdoan.vn',
    });
    for (const q of ['doan thi ngoc anh', 'anh doan', '001199012345', '0987001122', 'ngoc.anh@congdoan']) {
      expect(ids(await list(officer(), `search=${encodeURIComponent(q)}`)), q).toEqual([s.id]);
    }
    expect((await list(officer(), 'search=khong%20co%20ai')).count).toBe(0);
  });
});

describe('GET staff/list-all sorting (docs/requirements.md, "Sorting")', () => {
  const names = (l: { list: Item[] }) => l.list.map((s) => s.fullName);
  /** The sorted staff the chair of orgA sees, found by name. */
  const mine = (query: string) => list(chair(), `search=sap xep&${query}`);
  beforeAll(async () => {
    const unit = await buildOrganization(t.ctx, { parent: orgA(), name: 'Công đoàn Ấp Sắp Xếp' });
    const rows: [number, string, string | null, number | null, string, string | null][] = [
      [orgA().id, 'Sắp Xếp Đào', '1990-05-01', pos.vice, '2020-01-01', '2025-01-01'],
      [unit.id, 'Sắp Xếp Anh', null, null, '2021-01-01', null],
      [orgA().id, 'Sắp Xếp Bùi', '1980-01-01', pos.chair, '2019-06-01', '2030-01-01'],
      [orgA().id, 'Sắp Xếp Cao', '1990-05-01', pos.member, '2019-06-01', '2025-01-01'],
      [orgB().id, 'Sắp Xếp Ngoài', '1970-01-01', pos.chair, '2018-01-01', '2024-01-01'],
    ];
    for (const [organizationId, fullName, dateOfBirth, positionId, termStart, termEnd] of rows)
      await buildStaff(t.ctx, { organizationId, fullName, dateOfBirth, positionId, termStart, termEnd });
    // "Sắp Xếp Bùi" is moved back a year: the first created of all.
    await t.ctx.database.db
      .update(unionStaff)
      .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
      .where(eq(unionStaff.fullName, 'Sắp Xếp Bùi'));
  });

  it('by name both ways, in the caller’s scope and with the search', async () => {
    const asc = await mine('sortBy=fullName');
    expect(asc.count).toBe(4);
    expect(names(asc)).toEqual(['Sắp Xếp Anh', 'Sắp Xếp Bùi', 'Sắp Xếp Cao', 'Sắp Xếp Đào']);
    expect(names(await mine('sortBy=fullName&order=desc'))).toEqual([
      'Sắp Xếp Đào',
      'Sắp Xếp Cao',
      'Sắp Xếp Bùi',
      'Sắp Xếp Anh',
    ]);
    expect(names(await list(officer(), 'search=sap xep&sortBy=fullName&order=desc'))).toContain(
      'Sắp Xếp Ngoài',
    );
  });

  it('by date of birth and end of term, blanks last both ways, ties in the list’s own order across pages', async () => {
    const pages = (query: string) =>
      allPages<Item>(
        async (page, limit) =>
          (
            await t.call(
              'GET',
              `/staff/list-all?search=sap xep&${query}&page=${page}&limit=${limit}`,
              chair(),
            )
          ).json().data,
        3,
      );
    // Đào and Cao share a birthday: the list's own order (position, then name) settles it.
    expect(names({ list: await pages('sortBy=dateOfBirth') })).toEqual([
      'Sắp Xếp Bùi',
      'Sắp Xếp Đào',
      'Sắp Xếp Cao',
      'Sắp Xếp Anh',
    ]);
    expect(names({ list: await pages('sortBy=dateOfBirth&order=desc') })).toEqual([
      'Sắp Xếp Đào',
      'Sắp Xếp Cao',
      'Sắp Xếp Bùi',
      'Sắp Xếp Anh',
    ]);
    expect(names(await mine('sortBy=termEnd&order=asc'))).toEqual([
      'Sắp Xếp Đào',
      'Sắp Xếp Cao',
      'Sắp Xếp Bùi',
      'Sắp Xếp Anh',
    ]);
    expect(names(await mine('sortBy=termEnd&order=desc'))).toEqual([
      'Sắp Xếp Bùi',
      'Sắp Xếp Đào',
      'Sắp Xếp Cao',
      'Sắp Xếp Anh',
    ]);
  });

  it('by position and organisation names (no position last), term start and creation date, with filters', async () => {
    expect(names(await mine('sortBy=positionName&order=desc'))).toEqual([
      'Sắp Xếp Cao',
      'Sắp Xếp Đào',
      'Sắp Xếp Bùi',
      'Sắp Xếp Anh',
    ]);
    // "Công đoàn Ấp…" before "Công đoàn cơ sở…" (Ấ with A, not after every letter).
    expect(
      names(await mine(`sortBy=organizationName&organizationId=${orgA().id}&includeChildren=true`)),
    ).toEqual(['Sắp Xếp Anh', 'Sắp Xếp Bùi', 'Sắp Xếp Đào', 'Sắp Xếp Cao']);
    expect(names(await mine(`sortBy=termStart&order=desc&positionId=${pos.member}`))).toEqual([
      'Sắp Xếp Cao',
    ]);
    expect(names(await mine('sortBy=termStart'))).toEqual([
      'Sắp Xếp Bùi',
      'Sắp Xếp Cao',
      'Sắp Xếp Đào',
      'Sắp Xếp Anh',
    ]);
    expect(names(await mine('sortBy=createdAt'))[0]).toBe('Sắp Xếp Bùi');
    expect(names(await mine('sortBy=createdAt&order=desc')).at(-1)).toBe('Sắp Xếp Bùi');
  });

  it('refuses a column it does not sort by and a bad order, in Vietnamese', async () => {
    await expectBadSortRefused(
      (query) => t.call('GET', `/staff/list-all?${query}`, officer()),
      STAFF_SORT_COLUMNS,
    );
  });
});

describe('GET staff/detail', () => {
  it('answers a record in scope; out of scope reads as not found', async () => {
    const b = await create(officer(), { organizationId: orgB().id, fullName: 'Lê Văn Ngoài' });
    const a = await create(officer(), { organizationId: orgA().id, positionId: pos.vice });
    for (const [token, id] of [
      [chair(), b.id],
      [wardOfficer, a.id],
    ] as const) {
      const out = await t.call('GET', `/staff/detail?staffId=${id}`, token);
      expect(out.statusCode).toBe(404);
      expect(out.json()).toMatchObject({
        code: 'staff_not_found',
        message: 'Cán bộ công đoàn không tồn tại',
      });
    }
    const res = await t.call('GET', `/staff/detail?staffId=${a.id}`, chair());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: a.id,
      organizationName: orgA().name,
      positionName: 'Phó Chủ tịch',
      dateOfBirth: '1985-04-12',
      termStart: '2023-01-01',
      termEnd: '2028-01-01',
    });
    expect((await t.call('GET', `/staff/detail?staffId=${b.id}`, wardOfficer)).statusCode).toBe(200);
  });
});

describe('POST staff/create', () => {
  it('creates in an organisation of the caller’s scope, with an audit row', async () => {
    const s = await create(chair(), { organizationId: orgA1.id, fullName: 'Phạm Thị Mới' });
    expect(s).toMatchObject({
      organizationId: orgA1.id,
      fullName: 'Phạm Thị Mới',
      positionName: 'Ủy viên Ban Chấp hành',
    });
    expect(await staffAudit(s.id)).toMatchObject([
      { action: 'create', after: { fullName: 'Phạm Thị Mới', organizationName: 'Công đoàn bộ phận Dệt' } },
    ]);
  });

  it('refuses an organisation out of scope, an unknown position and a taken CCCD; creates nothing', async () => {
    const before = await staffCount();
    const out = await t.call('POST', '/staff/create', chair(), body({ organizationId: orgB().id }));
    expect(out.statusCode).toBe(400);
    expect(out.json()).toMatchObject({ code: 'organization_ref_invalid', message: 'Đơn vị không tồn tại' });
    const wardOut = await t.call('POST', '/staff/create', wardOfficer, body({ organizationId: orgA().id }));
    expect(wardOut.json().code).toBe('organization_ref_invalid');
    const noPosition = await t.call('POST', '/staff/create', officer(), body({ positionId: 999999 }));
    expect(noPosition.statusCode).toBe(400);
    expect(noPosition.json().message).toBe('Chức vụ không tồn tại');

    const first = await create(officer(), { identity: '001080999999' });
    const dup = await t.call('POST', '/staff/create', chair(), body({ identity: '001080999999' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'staff_identity_exists',
      message: 'Số CCCD đã có ở một cán bộ công đoàn khác',
    });
    expect(await staffCount()).toBe(before + 1);
    expect(first.id).toBeGreaterThan(0);
  });

  it('validates with Vietnamese messages', async () => {
    const before = await staffCount();
    const today = vietnamDate();
    const fifteen = `${Number(today.slice(0, 4)) - 15}${today.slice(4)}`;
    const cases: [object, string][] = [
      [body({ fullName: '' }), 'Vui lòng nhập họ và tên'],
      [body({ organizationId: undefined }), 'Vui lòng chọn đơn vị'],
      [body({ positionId: '' }), 'Vui lòng chọn chức vụ'],
      [body({ identity: '12345' }), 'Số CCCD gồm 12 chữ số'],
      [body({ phoneNumber: '12ab' }), 'Số điện thoại không hợp lệ'],
      [body({ email: 'khong-phai-email' }), 'Email không hợp lệ'],
      [body({ gender: 'khac' }), 'Giới tính không hợp lệ'],
      [body({ employment: 'thoi_vu' }), 'Vui lòng chọn hình thức'],
      [body({ termStart: '2025-02-30' }), 'Ngày không hợp lệ (YYYY-MM-DD)'],
      [body({ termStart: '01/02/2025' }), 'Ngày không hợp lệ (YYYY-MM-DD)'],
      [
        body({ termStart: '2025-06-01', termEnd: '2025-05-31' }),
        'Ngày kết thúc nhiệm kỳ không được trước ngày bắt đầu',
      ],
      [body({ dateOfBirth: today }), 'Ngày sinh phải trước ngày hôm nay'],
      [body({ dateOfBirth: '2999-01-01' }), 'Ngày sinh phải trước ngày hôm nay'],
      [body({ dateOfBirth: fifteen }), 'Cán bộ công đoàn phải đủ 16 tuổi trở lên'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.call('POST', '/staff/create', officer(), payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toContain(message);
    }
    expect(await staffCount()).toBe(before);
    // Blank optional fields are no value; employment defaults to part-time.
    const minimal = await t.call('POST', '/staff/create', officer(), {
      organizationId: orgA().id,
      fullName: 'Tối Thiểu',
      positionId: pos.member,
      identity: '',
      email: '',
      termEnd: null,
    });
    expect(minimal.statusCode, minimal.body).toBe(200);
    expect(minimal.json().data).toMatchObject({
      identity: null,
      email: null,
      employment: 'kiem_nhiem',
      termEnd: null,
    });
  });
});

describe('PUT staff/update', () => {
  it('updates the record (a blank e-mail clears it), writes before and after with names, and is not found out of scope', async () => {
    const s = await create(chair(), { fullName: 'Võ Văn Sửa' });
    const res = await update(
      chair(),
      body({ id: s.id, fullName: 'Võ Văn Sửa', positionId: pos.vice, email: '' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: s.id, positionName: 'Phó Chủ tịch', email: null });
    const [, change] = await staffAudit(s.id);
    expect(change).toMatchObject({
      action: 'update',
      before: { positionName: 'Ủy viên Ban Chấp hành' },
      after: { positionName: 'Phó Chủ tịch', email: null },
    });

    const b = await create(officer(), { organizationId: orgB().id });
    const out = await update(chair(), body({ id: b.id, organizationId: orgA().id }));
    expect(out.statusCode).toBe(404);
    expect(out.json().code).toBe('staff_not_found');
    const moveOut = await update(chair(), body({ id: s.id, organizationId: orgB().id }));
    expect(moveOut.statusCode).toBe(400);
    expect(moveOut.json().code).toBe('organization_ref_invalid');
    const [row] = await t.ctx.database.db.select().from(unionStaff).where(eq(unionStaff.id, s.id));
    expect(row).toMatchObject({ organizationId: orgA().id, positionId: pos.vice });
  });

  it('checks the term order against the stored start when the body sends only the end', async () => {
    const s = await create(chair(), { termStart: '2024-06-01', termEnd: null });
    const res = await update(chair(), { id: s.id, termEnd: '2024-05-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Ngày kết thúc nhiệm kỳ không được trước ngày bắt đầu (termEnd)',
    });
    const ok = await update(chair(), { id: s.id, termEnd: '2029-05-31' });
    expect(ok.json().data).toMatchObject({
      termStart: '2024-06-01',
      termEnd: '2029-05-31',
      fullName: s.fullName,
    });
  });

  it('refuses another record’s CCCD', async () => {
    const one = await create(officer(), { identity: '001070111111' });
    const two = await create(officer(), { identity: '001070222222' });
    const res = await update(officer(), body({ id: two.id, identity: '001070111111' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('staff_identity_exists');
    // Its own CCCD is no clash.
    const same = await update(officer(), body({ id: one.id, identity: '001070111111' }));
    expect(same.statusCode).toBe(200);
  });
});

describe('linking a user account', () => {
  it('links on create and update, keeps the link when userId is left out, unlinks with null', async () => {
    const u1 = await buildUser(t.ctx, { organizationId: orgA().id, fullName: 'Tài Khoản Một' });
    const u2 = await buildUser(t.ctx, { organizationId: orgA().id, fullName: 'Tài Khoản Hai' });
    const s = await create(chair(), { userId: u1.id });
    expect(s).toMatchObject({ userId: u1.id, username: u1.username });
    expect((await userRow(u1.id)).staffId).toBe(s.id);

    const kept = await update(chair(), body({ id: s.id, fullName: 'Giữ Liên Kết' }));
    expect(kept.json().data).toMatchObject({ fullName: 'Giữ Liên Kết', userId: u1.id });

    const moved = await update(chair(), body({ id: s.id, userId: u2.id }));
    expect(moved.json().data).toMatchObject({ userId: u2.id, username: u2.username });
    expect((await userRow(u1.id)).staffId).toBeNull();
    expect((await userRow(u2.id)).staffId).toBe(s.id);

    // The user's own history tells of the link.
    const history = (await t.call('GET', `/audit/history?subject=user&recordId=${u1.id}`, chair())).json()
      .data;
    expect(history.list.map((h: { before: unknown; after: unknown }) => [h.before, h.after])).toEqual([
      [{ staffID: s.id }, { staffID: null }],
      [{ staffID: null }, { staffID: s.id }],
    ]);

    const unlinked = await update(chair(), body({ id: s.id, userId: null }));
    expect(unlinked.json().data).toMatchObject({ userId: null, username: null });
    expect((await userRow(u2.id)).staffId).toBeNull();
  });

  it('refuses an account linked to another record, out of scope, or without the right to update users', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const first = await create(officer(), { userId: u.id });
    const before = await staffCount();
    const taken = await t.call('POST', '/staff/create', officer(), body({ userId: u.id }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'staff_user_taken',
      message: 'Tài khoản này đã gắn với một cán bộ công đoàn khác',
    });
    const other = await create(officer());
    const takenOnUpdate = await update(officer(), body({ id: other.id, userId: u.id }));
    expect(takenOnUpdate.statusCode).toBe(409);

    const outsider = await buildUser(t.ctx, { organizationId: orgB().id });
    const out = await t.call('POST', '/staff/create', chair(), body({ userId: outsider.id }));
    expect(out.statusCode).toBe(400);
    expect(out.json()).toMatchObject({
      code: 'user_ref_invalid',
      message: 'Tài khoản liên kết không tồn tại',
    });

    const mine = await buildUser(t.ctx, { organizationId: orgA().id });
    const noRight = await t.call('POST', '/staff/create', vice(), body({ userId: mine.id }));
    expect(noRight.statusCode).toBe(403);
    // Without a userId a vice chair creates, and an update leaving it out changes no link.
    const s = await create(vice());
    expect((await update(vice(), body({ id: s.id }))).statusCode).toBe(200);

    expect(await staffCount()).toBe(before + 2);
    expect((await userRow(u.id)).staffId).toBe(first.id);
    expect((await userRow(mine.id)).staffId).toBeNull();
  });
});

describe('DELETE staff/delete', () => {
  it('deletes a record in scope with an audit row; the linked account stays, unlinked', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const s = await create(chair(), { userId: u.id, fullName: 'Hồ Văn Xóa' });
    const b = await create(officer(), { organizationId: orgB().id });
    const out = await t.call('DELETE', `/staff/delete?staffId=${b.id}`, chair());
    expect(out.statusCode).toBe(404);
    expect(out.json().code).toBe('staff_not_found');

    const res = await t.call('DELETE', `/staff/delete?staffId=${s.id}`, chair());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await t.call('GET', `/staff/detail?staffId=${s.id}`, chair())).statusCode).toBe(404);
    expect((await userRow(u.id)).staffId).toBeNull();
    const audit = await staffAudit(s.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'delete',
      before: { fullName: 'Hồ Văn Xóa', userId: u.id },
    });

    const again = await t.call('DELETE', `/staff/delete?staffId=${s.id}`, chair());
    expect(again.statusCode).toBe(404);
  });
});

describe('history of a staff record', () => {
  it('lists its changes newest first to whoever reads it in scope; out of scope is not found', async () => {
    const s = await create(chair(), { fullName: 'Bùi Thị Lịch Sử' });
    await update(chair(), body({ id: s.id, fullName: 'Bùi Thị Lịch Sử', positionId: pos.chair }));
    const res = await t.call('GET', `/audit/history?subject=staff&recordId=${s.id}`, vice());
    expect(res.statusCode).toBe(200);
    const { list: rows, count: n } = res.json().data;
    expect(n).toBe(2);
    expect(rows[0]).toMatchObject({
      action: 'update',
      before: { positionName: 'Ủy viên Ban Chấp hành' },
      after: { positionName: 'Chủ tịch' },
    });
    expect(rows[1]).toMatchObject({ action: 'create' });

    const b = await create(officer(), { organizationId: orgB().id });
    const out = await t.call('GET', `/audit/history?subject=staff&recordId=${b.id}`, chair());
    expect(out.statusCode).toBe(404);
    expect(out.json().code).toBe('staff_not_found');
    expect(
      (await t.call('GET', `/audit/history?subject=staff&recordId=${s.id}`, t.world.as.member.token))
        .statusCode,
    ).toBe(403);
  });
});

import { vietnamDate } from '@congdoan/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildPosition, buildStaff, useTestApp } from '../../../test/harness.js';
import { currentTerm } from './repository.js';

const t = useTestApp({ world: true });
/** Chair of orgA: orgA and the unions under it only. */
const chair = () => t.world.as.chair.token;
const officer = () => t.world.as.provincialOfficer.token;

const year = Number(vietnamDate().slice(0, 4));
const termStart = `${year - 1}-03-15`;
const termEnd = `${year + 4}-03-14`;
let union: { id: number };
const names = (people: { fullName: string }[]) => people.map((p) => p.fullName);

beforeAll(async () => {
  union = await buildOrganization(t.ctx, { parent: t.world.grassroots[0], name: 'Công đoàn Ban lãnh đạo' });
  const pos = {
    chair: await buildPosition(t.ctx, {
      name: 'Chủ tịch BLĐ',
      sortOrder: 1,
      boards: ['bch', 'thuong_vu', 'lanh_dao'],
    }),
    standing: await buildPosition(t.ctx, {
      name: 'Ủy viên Thường vụ BLĐ',
      sortOrder: 3,
      boards: ['bch', 'thuong_vu'],
    }),
    member: await buildPosition(t.ctx, { name: 'Ủy viên BCH BLĐ', sortOrder: 4, boards: ['bch'] }),
    inspector: await buildPosition(t.ctx, { name: 'Ủy viên UBKT BLĐ', sortOrder: 5, boards: ['ubkt'] }),
    team: await buildPosition(t.ctx, { name: 'Tổ trưởng BLĐ', sortOrder: 6 }),
  };
  const staff = (fullName: string, positionId: number, start: string | null, end: string | null) =>
    buildStaff(t.ctx, {
      organizationId: union.id,
      fullName,
      positionId,
      termStart: start,
      termEnd: end,
      phoneNumber: '0912345678',
      email: 'bld@example.vn',
    });
  await staff('Nguyễn Văn Chủ', pos.chair.id, termStart, termEnd);
  await staff('Trần Thị Vụ', pos.standing.id, termStart, termEnd);
  // Elected mid-term: ends with the term.
  await staff('Lê Văn Bổ Sung', pos.member.id, `${year}-01-10`, termEnd);
  await staff('Phạm Thị Kiểm', pos.inspector.id, termStart, null);
  await staff('Hoàng Văn Tổ', pos.team.id, termStart, termEnd);
  await staff('Đỗ Văn Cũ', pos.chair.id, `${year - 6}-03-15`, `${year - 1}-03-14`);
  await staff('Vũ Thị Cũ Hơn', pos.member.id, `${year - 11}-03-15`, `${year - 6}-03-14`);
});

describe('GET staff/boards', () => {
  it('answers each board with the people in office whose position sits on it, the term, and who left', async () => {
    const res = await t.call('GET', `/staff/boards?organizationId=${union.id}`, chair());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.organizationId).toBe(union.id);
    expect(data.term).toEqual({ start: termStart, end: termEnd });
    const board = (key: string) => data.boards.find((b: { board: string }) => b.board === key);
    expect(data.boards.map((b: { label: string }) => b.label)).toEqual([
      'Ban Chấp hành',
      'Ban Thường vụ',
      'Ủy ban Kiểm tra',
      'Lãnh đạo',
    ]);
    expect(names(board('bch').members)).toEqual(['Nguyễn Văn Chủ', 'Trần Thị Vụ', 'Lê Văn Bổ Sung']);
    expect(board('bch').members[0]).toEqual({
      staffId: expect.any(Number),
      fullName: 'Nguyễn Văn Chủ',
      positionId: expect.any(Number),
      positionName: 'Chủ tịch BLĐ',
      termStart,
      termEnd,
      phoneNumber: '0912345678',
      email: 'bld@example.vn',
    });
    expect(names(board('thuong_vu').members)).toEqual(['Nguyễn Văn Chủ', 'Trần Thị Vụ']);
    expect(names(board('ubkt').members)).toEqual(['Phạm Thị Kiểm']);
    expect(names(board('lanh_dao').members)).toEqual(['Nguyễn Văn Chủ']);
    // The team leader sits on no board: nowhere.
    expect(JSON.stringify(data)).not.toContain('Hoàng Văn Tổ');

    // Who left: the term ended before today, the latest end first.
    expect(names(board('bch').left)).toEqual(['Đỗ Văn Cũ', 'Vũ Thị Cũ Hơn']);
    expect(names(board('lanh_dao').left)).toEqual(['Đỗ Văn Cũ']);
    expect(board('ubkt').left).toEqual([]);
  });

  it('answers 404 for a union outside the caller’s scope or that does not exist, and 400 without one', async () => {
    const outside = await t.call('GET', `/staff/boards?organizationId=${t.world.elsewhere.id}`, chair());
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ code: 'organization_not_found', message: 'Đơn vị không tồn tại' });
    expect(
      (await t.call('GET', `/staff/boards?organizationId=${t.world.elsewhere.id}`, officer())).statusCode,
    ).toBe(200);
    expect((await t.call('GET', '/staff/boards?organizationId=999999', officer())).statusCode).toBe(404);
    const missing = await t.call('GET', '/staff/boards', officer());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Vui lòng chọn đơn vị');
  });

  it('a union without staff on its boards answers empty boards and no term', async () => {
    const empty = await buildOrganization(t.ctx, { parent: t.world.grassroots[0] });
    const data = (await t.call('GET', `/staff/boards?organizationId=${empty.id}`, chair())).json().data;
    expect(data.term).toEqual({ start: null, end: null });
    expect(
      data.boards.every((b: { members: unknown[]; left: unknown[] }) => !b.members.length && !b.left.length),
    ).toBe(true);
  });
});

describe('currentTerm', () => {
  it('ends at the latest end and starts at the earliest start of those ending then; without ends, the latest start', () => {
    expect(
      currentTerm([
        { termStart: '2023-01-01', termEnd: '2028-01-01' },
        { termStart: '2024-06-01', termEnd: '2028-01-01' },
        { termStart: '2020-01-01', termEnd: '2026-12-31' },
      ]),
    ).toEqual({ start: '2023-01-01', end: '2028-01-01' });
    expect(
      currentTerm([
        { termStart: '2023-01-01', termEnd: null },
        { termStart: '2024-06-01', termEnd: null },
      ]),
    ).toEqual({ start: '2024-06-01', end: null });
    expect(currentTerm([])).toEqual({ start: null, end: null });
  });
});

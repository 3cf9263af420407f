import type { OverviewAnswer } from '@congdoan/shared';
import { eq, gt, inArray, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationFigures, organizations } from '../db/schema/index.js';
import { useTestApp } from '../test/harness.js';
import { figuresAt, figuresOfEachAt } from './figures.js';

const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;
const DAY = 86_400_000;
/** Noon of a Việt Nam day of 2026. */
const on = (day: string) => new Date(`2026-${day}T05:00:00Z`);
/** Midnight in Việt Nam on the first of a month of 2026. */
const monthStart = (month: number) => new Date(Date.UTC(2026, month - 1, 1) - 7 * 3_600_000);

const officer = () => t.world.as.provincialOfficer.token;
const u = () => t.world.grassroots[0];
const v = () => t.world.grassroots[1];

const lastRow = async () =>
  (
    await db()
      .select({ id: max(organizationFigures.id) })
      .from(organizationFigures)
  )[0]!.id ?? 0;

/**
 * Does a write through the API, then dates the history rows it wrote at `day`: the database stamps
 * them with the transaction's time, and the test needs them at known times of a past year.
 */
async function at(day: string, write: () => Promise<unknown>) {
  const before = await lastRow();
  await write();
  await db()
    .update(organizationFigures)
    .set({ recordedAt: on(day) })
    .where(gt(organizationFigures.id, before));
}

const ok = async (res: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { id: number };
};

let serial = 0;
const admit = (organizationId: number, gender: 'nam' | 'nu') =>
  ok(
    t.call('POST', '/member/create', officer(), {
      organizationId,
      fullName: `Đoàn Viên Lịch Sử ${++serial}`,
      dateOfBirth: '1990-03-15',
      gender,
      identity: `0019900${String(serial).padStart(5, '0')}`,
      joinedAt: '2015-06-01',
    }),
  );

/*
 * U (the chair's union) and V, both made on 5 January 2026, then, each at its day:
 *   10 Jan  U's figures typed in its form: 40 members, 90 workers
 *   10 Feb  a typed correction: 42 members
 *   10 Mar  U's report (20 men, 25 women; 70 + 110 workers) approved by the ward union
 *    1 Apr  V admits its first two members (from now on V counts its records)
 *   10 Apr  U admits its first member, a woman: U counts its records (1)
 *   10 May  V's man moves to U (U 2, V 1)
 */
beforeAll(async () => {
  for (const unit of [u(), v()]) {
    await db()
      .update(organizations)
      .set({ createdAt: on('01-05') })
      .where(eq(organizations.id, unit.id));
  }
  await db()
    .update(organizationFigures)
    .set({ recordedAt: on('01-05') })
    .where(inArray(organizationFigures.organizationId, [u().id, v().id]));
  const update = (body: object) =>
    ok(t.call('PUT', '/organization/update-organization', officer(), { id: u().id, ...body }));
  await at('01-10', () => update({ memberCount: 40, workerCount: 90 }));
  await at('02-10', () => update({ memberCount: 42 }));

  const period = await ok(
    t.call('POST', '/thoi-gian-cap-nhat-doan-so/dot-xuat', officer(), {
      ten: 'Kỳ rà soát lịch sử số liệu',
      thoiGianBatDau: new Date(Date.now() - DAY).toISOString(),
      thoiGianKetThuc: new Date(Date.now() + 5 * DAY).toISOString(),
      organizationId: [u().id],
    }),
  );
  const report = await ok(
    t.call('POST', '/bao-cao-doan-so-theo-ky', t.world.as.chair.token, {
      tenBaoCao: 'Báo cáo đoàn số tháng 3',
      kyBaoCaoId: (period as unknown as { kyHienTai: { id: number } }).kyHienTai.id,
      soLuongDoanVienNam: 20,
      soLuongDoanVienNu: 25,
      soLuongCNVCLDNam: 70,
      soLuongCNVCLDNu: 110,
    }),
  );
  await at('03-10', () =>
    ok(
      t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`, t.world.wardUnionChair.token, {
        trangThaiPheDuyet: 'da_phe_duyet',
      }),
    ),
  );
  let mover = { id: 0 };
  await at('04-01', async () => {
    mover = await admit(v().id, 'nam');
    await admit(v().id, 'nu');
  });
  await at('04-10', () => admit(u().id, 'nu'));
  await at('05-10', () =>
    ok(
      t.call('POST', '/member/transfer', officer(), {
        memberIds: [mover.id],
        toOrganizationId: u().id,
        effectiveOn: '2026-05-10',
      }),
    ),
  );
});

describe("a union's figures history", () => {
  it('is written by every writer of the figures, each naming itself', async () => {
    const rows = await db()
      .select({
        at: organizationFigures.recordedAt,
        members: organizationFigures.memberCount,
        workers: organizationFigures.workerCount,
        counted: organizationFigures.counted,
        source: organizationFigures.source,
      })
      .from(organizationFigures)
      .where(eq(organizationFigures.organizationId, u().id))
      .orderBy(organizationFigures.recordedAt, organizationFigures.id);
    expect(
      rows.map((r) => [r.at.toISOString().slice(5, 10), r.members, r.workers, r.counted, r.source]),
    ).toEqual([
      ['01-05', null, null, false, 'form'],
      ['01-10', 40, 90, false, 'form'],
      ['02-10', 42, 90, false, 'form'],
      ['03-10', 45, 180, false, 'report'],
      ['04-10', 1, 180, true, 'records'],
      ['05-10', 2, 180, true, 'records'],
    ]);
  });

  it('reads every month back, one union or several, counted and declared apart', async () => {
    const months = [1, 2, 3, 4, 5, 6].map(monthStart);
    const of = async (ids: number[]) =>
      (await figuresAt(db(), months, inArray(organizations.id, ids))).map((f) => [
        f.units,
        f.members,
        f.membersMale,
        f.membersFemale,
        f.membersCounted,
        f.membersDeclared,
        f.workers,
      ]);
    expect(await of([u().id])).toEqual([
      [0, 0, 0, 0, 0, 0, 0], // 1 January: not made yet
      [1, 40, 0, 0, 0, 40, 90], // 1 February: as typed on 10 January
      [1, 42, 0, 0, 0, 42, 90],
      [1, 45, 20, 25, 0, 45, 180], // 1 April: as the report approved on 10 March said
      [1, 1, 0, 1, 1, 0, 180], // 1 May: its one record
      [1, 2, 1, 1, 2, 0, 180], // 1 June: and the man who moved in
    ]);
    expect(
      (await of([u().id, v().id])).map(([units, members, , , counted, declared]) => [
        units,
        members,
        counted,
        declared,
      ]),
    ).toEqual([
      [0, 0, 0, 0],
      [2, 40, 0, 40],
      [2, 42, 0, 42],
      [2, 45, 0, 45],
      [2, 3, 3, 0], // V's two records and U's one
      [2, 3, 3, 0],
    ]);
  });

  it('reads each union apart at one moment, the same figures figuresAt sums', async () => {
    const of = async (month: number) => {
      const each = await figuresOfEachAt(
        db(),
        monthStart(month),
        inArray(organizations.id, [u().id, v().id]),
      );
      return [u().id, v().id].map((id) => {
        const f = each.get(id);
        return f ? [f.members, f.membersMale, f.membersFemale, f.workers, f.counted] : null;
      });
    };
    expect(await of(1)).toEqual([null, null]); // neither made yet
    expect(await of(4)).toEqual([
      [45, 20, 25, 180, false],
      [null, null, null, null, false],
    ]);
    expect(await of(6)).toEqual([
      [2, 1, 1, 180, true],
      [1, 0, 1, null, true],
    ]);
  });

  it("gives the dashboard's windows the same figures", async () => {
    const window = async (fromDate: string, toDate: string) =>
      (
        await t.call('GET', '/report/thong-ke-tong-quan', {
          token: officer(),
          query: { fromDate, toDate, organizationId: u().id },
        })
      ).json().data as OverviewAnswer;
    expect(await window('2026-03-01', '2026-03-31')).toMatchObject({
      tongSoDoanVien: 45,
      tangTruongDoanVien: '+7%',
    });
    expect(await window('2026-04-01', '2026-04-30')).toMatchObject({
      tongSoDoanVien: 1,
      tangTruongDoanVien: '-98%',
    });
    expect(await window('2026-05-01', '2026-05-31')).toMatchObject({
      tongSoDoanVien: 2,
      tangTruongDoanVien: '+100%',
    });
  });

  it('keeps no row for a write that leaves the figures as they were', async () => {
    const before = await lastRow();
    await ok(
      t.call('PUT', '/organization/update-organization', officer(), {
        id: u().id,
        address: 'Số 1 Lý Thái Tổ',
      }),
    );
    expect(await lastRow()).toBe(before);
  });

  it("keeps each row's change from the union's previous row, as the rows are written, moved and removed", async () => {
    const changesOf = async () => {
      const rows = await db()
        .select()
        .from(organizationFigures)
        .where(inArray(organizationFigures.organizationId, [u().id, v().id]))
        .orderBy(organizationFigures.organizationId, organizationFigures.recordedAt, organizationFigures.id);
      return rows.map((row, i) => {
        const previous = rows[i - 1]?.organizationId === row.organizationId ? rows[i - 1] : undefined;
        const change = (now: number | null, before: number | null | undefined) => (now ?? 0) - (before ?? 0);
        return {
          stored: [row.memberChange, row.memberMaleChange, row.memberFemaleChange, row.workerChange],
          expected: [
            change(row.memberCount, previous?.memberCount),
            change(row.memberMaleCount, previous?.memberMaleCount),
            change(row.memberFemaleCount, previous?.memberFemaleCount),
            change(row.workerCount, previous?.workerCount),
          ],
        };
      });
    };
    const agree = async () => {
      const rows = await changesOf();
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) expect(row.stored).toEqual(row.expected);
    };
    await agree();
    // U's latest row moved before all the others, then removed
    const [latest] = await db()
      .select({ id: max(organizationFigures.id) })
      .from(organizationFigures)
      .where(eq(organizationFigures.organizationId, u().id));
    await db()
      .update(organizationFigures)
      .set({ recordedAt: on('01-01') })
      .where(eq(organizationFigures.id, latest!.id!));
    await agree();
    await db().delete(organizationFigures).where(eq(organizationFigures.id, latest!.id!));
    await agree();
  });
});

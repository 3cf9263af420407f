import type { OverviewAnswer } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberEvents, organizations } from '../../../db/schema/index.js';
import { buildMember, buildOrganization, rebuildFiguresOfPast, useTestApp } from '../../../test/harness.js';

const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;
const on = (day: string) => new Date(`${day}T05:00:00Z`);
const MARCH = { fromDate: '2026-03-01', toDate: '2026-03-31' };

let u: { id: number };
let v: { id: number };

/*
 * Two unions with member records, made in 2025. U: m1 admitted in February, m4 in January, m2 on
 * 5 March, m3 moved in from V on 10 March, m5 stopped on 12 March (4 active now, 3 on 1 March).
 * V: m6 active, and m3 until 10 March (1 now, 2 on 1 March).
 */
beforeAll(async () => {
  const parent = t.world.wardUnion;
  u = await buildOrganization(t.ctx, { parent });
  v = await buildOrganization(t.ctx, { parent });
  for (const o of [u, v])
    await db()
      .update(organizations)
      .set({ createdAt: on('2025-06-01') })
      .where(eq(organizations.id, o.id));
  const member = (organizationId: number, status: 'dang_sinh_hoat' | 'thoi_sinh_hoat' = 'dang_sinh_hoat') =>
    buildMember(t.ctx, { organizationId, status });
  const [m1, m2, m3, m4, m5, m6] = [
    await member(u.id),
    await member(u.id),
    await member(u.id),
    await member(u.id),
    await member(u.id, 'thoi_sinh_hoat'),
    await member(v.id),
  ];
  const admitted = (memberId: number, organizationId: number, day: string) => ({
    memberId,
    kind: 'tiep_nhan' as const,
    effectiveOn: day,
    toOrganizationId: organizationId,
    toStatus: 'dang_sinh_hoat' as const,
    createdAt: on(day),
  });
  await db()
    .insert(memberEvents)
    .values([
      admitted(m1!.id, u.id, '2026-02-10'),
      admitted(m4!.id, u.id, '2026-01-05'),
      admitted(m2!.id, u.id, '2026-03-05'),
      admitted(m3!.id, v.id, '2025-08-01'),
      {
        memberId: m3!.id,
        kind: 'chuyen_sinh_hoat',
        effectiveOn: '2026-03-10',
        fromOrganizationId: v.id,
        toOrganizationId: u.id,
        createdAt: on('2026-03-10'),
      },
      admitted(m5!.id, u.id, '2025-09-01'),
      {
        memberId: m5!.id,
        kind: 'doi_trang_thai',
        effectiveOn: '2026-03-12',
        fromStatus: 'dang_sinh_hoat',
        toStatus: 'thoi_sinh_hoat',
        createdAt: on('2026-03-12'),
      },
      admitted(m6!.id, v.id, '2025-08-01'),
    ]);
  await rebuildFiguresOfPast(t.ctx);
});

const overview = async (organizationId: number) => {
  const res = await t.call('GET', '/report/thong-ke-tong-quan', {
    token: t.world.as.provincialOfficer.token,
    query: { ...MARCH, organizationId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OverviewAnswer;
};

describe('GET report/thong-ke-tong-quan over unions with member records', () => {
  it("reads a counted union's members at the window's start from its records' history", async () => {
    expect(await overview(u.id)).toMatchObject({
      tongSoDoanVien: 4,
      tangTruongDoanVien: '+33%',
      tongSoDoanVienTheoHoSo: 4,
      tongSoDoanVienTheoBaoCao: 0,
    });
    expect(await overview(v.id)).toMatchObject({ tongSoDoanVien: 1, tangTruongDoanVien: '-50%' });
  });
});

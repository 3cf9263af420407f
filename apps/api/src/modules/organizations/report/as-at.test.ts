import { SPREADSHEET_MIME, vietnamDate } from '@congdoan/shared';
import { eq, gt, inArray, max } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationFigures, organizations } from '../../../db/schema/index.js';
import { bearer, buildOrganization, downloadHeaders, useTestApp } from '../../../test/harness.js';

/**
 * report/export-bao-cao-cdcs (the CDCS report as at a day, from the figures history) and
 * organization/export-excel (the deployed list export), in the caller's scope.
 */
const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;
/** Noon of a Việt Nam day of 2026. */
const on = (day: string) => new Date(`2026-${day}T05:00:00Z`);
const g0 = () => t.world.grassroots[0];
const g1 = () => t.world.grassroots[1];
let lateUnion: { id: number; name: string };

const lastRow = async () =>
  (
    await db()
      .select({ id: max(organizationFigures.id) })
      .from(organizationFigures)
  )[0]!.id ?? 0;

/** Sets a union's figures (the database writes their history) as from `day`. */
async function figuresOn(day: string | null, id: number, memberCount: number, workerCount: number) {
  const before = await lastRow();
  await db().update(organizations).set({ memberCount, workerCount }).where(eq(organizations.id, id));
  if (day)
    await db()
      .update(organizationFigures)
      .set({ recordedAt: on(day) })
      .where(gt(organizationFigures.id, before));
}

/*
 * Both unions of the ward union were made on 5 January 2026; the first had 40 members and 90
 * workers from 10 February, and has 55 and 120 today; a third union was made today.
 */
beforeAll(async () => {
  const ids = [g0().id, g1().id, t.world.elsewhere.id];
  await db()
    .update(organizations)
    .set({ createdAt: on('01-05') })
    .where(inArray(organizations.id, ids));
  await db()
    .update(organizationFigures)
    .set({ recordedAt: on('01-05') })
    .where(inArray(organizationFigures.organizationId, ids));
  await figuresOn('02-10', g0().id, 40, 90);
  await figuresOn('02-10', g1().id, 7, 10);
  await figuresOn(null, g0().id, 55, 120);
  lateUnion = await buildOrganization(t.ctx, {
    parent: t.world.wardUnion,
    name: 'Công đoàn Công ty Mới Thành Lập',
    xaPhuongId: t.world.ward.id,
  });
});

/** The report's union rows: name → [workers, members]. */
async function reportOf(token: string, url: string, query: Record<string, string> = {}) {
  const res = await t.ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token), query });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers).toMatchObject(downloadHeaders('BaoCao_CDCS.xlsx', SPREADSHEET_MIME));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0]!;
  const rows = new Map<string, [unknown, unknown]>();
  ws.eachRow((row, n) => {
    if (n > 7 && typeof row.getCell(1).value === 'number')
      rows.set(String(row.getCell(3).value), [row.getCell(9).value, row.getCell(10).value]);
  });
  return { rows, date: String(ws.getCell('A3').value ?? '') + String(ws.getRow(3).values) };
}

describe('GET report/export-bao-cao-cdcs', () => {
  it('shows the unions that existed at the day with their figures of that day', async () => {
    const officer = t.world.as.provincialOfficer.token;
    const { rows, date } = await reportOf(officer, '/report/export-bao-cao-cdcs', {
      ngayThongKe: '2026-03-01',
    });
    expect(rows.get(g0().name)).toEqual([90, 40]); // not today's 120 and 55
    expect(rows.get(g1().name)).toEqual([10, 7]);
    expect(rows.has(t.world.elsewhere.name)).toBe(true);
    expect(rows.has(lateUnion.name)).toBe(false); // made after the day
    expect(date).toContain('Ngày 01 tháng 03 năm 2026');

    const before = await reportOf(officer, '/report/export-bao-cao-cdcs', { ngayThongKe: '2026-02-01' });
    expect(before.rows.get(g0().name)).toEqual([null, null]); // no figures yet then

    const today = await reportOf(officer, '/report/export-bao-cao-cdcs');
    expect(today.rows.get(g0().name)).toEqual([120, 55]);
    expect(today.rows.has(lateUnion.name)).toBe(true);
  });

  it("answers a chair's subtree only, filtered by ward", async () => {
    const { rows } = await reportOf(t.world.wardUnionChair.token, '/report/export-bao-cao-cdcs', {
      ngayThongKe: vietnamDate(),
      xaPhuongId: String(t.world.ward.id),
    });
    expect([...rows.keys()].sort()).toEqual([g0().name, g1().name, lateUnion.name].sort());
    const mine = await reportOf(t.world.as.chair.token, '/report/export-bao-cao-cdcs');
    expect([...mine.rows.keys()]).toEqual([g0().name]);
  });

  it('refuses a day in the future or malformed in Vietnamese', async () => {
    const officer = t.world.as.provincialOfficer.token;
    const tomorrow = vietnamDate(new Date(Date.now() + 86_400_000));
    for (const [ngayThongKe, message] of [
      [tomorrow, 'Ngày thống kê không được sau hôm nay'],
      ['2026-02-30', 'Ngày thống kê không hợp lệ (YYYY-MM-DD)'],
      ['01/03/2026', 'Ngày thống kê không hợp lệ (YYYY-MM-DD)'],
    ]) {
      const res = await t.call('GET', '/report/export-bao-cao-cdcs', {
        token: officer,
        query: { ngayThongKe },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('GET organization/export-excel', () => {
  it("is the CDCS report with the list's filters, in the caller's scope", async () => {
    const { rows } = await reportOf(t.world.wardUnionChair.token, '/organization/export-excel');
    expect(rows.has(t.world.elsewhere.name)).toBe(false);
    expect(rows.get(g0().name)).toEqual([120, 55]);
    const zoned = await reportOf(t.world.as.provincialOfficer.token, '/organization/export-excel', {
      cumKhuCnId: String(t.world.zone.id),
    });
    expect([...zoned.rows.keys()]).toEqual([g0().name]);
  });
});

import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { ORGANIZATION_REPORT_COLUMNS } from '@congdoan/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_FIELD } from '../../../test/dynamic-fields.js';
import { type ReportPlan, type ReportRow, type ReportSource, writeReport } from './report.js';

/**
 * What keeps the CDCS report fast (docs/decisions.md, "The CDCS report streams"): the cells of one
 * kind share one style object, which ExcelJS's styles recognise (a WeakMap keyed by the object)
 * and do not work out again. A style made per cell wrote 100,000 rows in ~25 s instead of ~6 s,
 * with the very same styles.xml, so the file cannot tell; what the writer is handed can.
 */
const StylesXform = createRequire(import.meta.url)('exceljs/lib/xlsx/xform/style/styles-xform.js') as {
  prototype: { addStyleModel(model: object | undefined, cellType?: number): number };
};

const plan: ReportPlan = {
  where: undefined,
  groups: [
    { wardId: 1, zoneId: 10 },
    { wardId: 1, zoneId: null },
    { wardId: null, zoneId: null },
  ],
  wardName: new Map([[1, 'Phường An Bình']]),
  zoneName: new Map([[10, 'Khu công nghiệp Quế Võ']]),
  choiceName: new Map([[100, 'Doanh nghiệp có vốn đầu tư nước ngoài']]),
  customFields: [{ id: 1, ...AGREEMENT_FIELD }],
  heading: {
    federation: 'Liên đoàn Lao động tỉnh Bắc Ninh',
    unit: null,
    filter: 'Phạm vi: Tất cả xã/phường, cụm/KCN',
    date: new Date('2026-03-05T03:00:00Z'),
  },
};

/** `perGroup` organisations in each group, two pages each. */
const sourceOf = (perGroup: number): ReportSource =>
  async function* (group) {
    const rows: ReportRow[] = Array.from({ length: perGroup }, (_, i) => ({
      id: i + 1,
      code: `CD${group.wardId}-${group.zoneId}-${i}`,
      name: `Công đoàn cơ sở ${i}`,
      loaiHinh: 100,
      loaiCongTy: null,
      namThanhLap: 2000 + (i % 25),
      workerCount: 100 + i,
      memberCount: 50 + i,
      customFields: { thoa_uoc: i % 2 === 0 },
    }));
    const half = Math.ceil(perGroup / 2);
    yield rows.slice(0, half);
    yield rows.slice(half);
  };

/**
 * Writes the report and answers how many cells reached ExcelJS's styles, and with how many style
 * objects. A cell's style comes with its value type; a row's own (an empty object exceljs makes
 * for every row) comes without one and is not the report's to share.
 */
async function stylesHandedOver(perGroup: number) {
  const spy = vi.spyOn(StylesXform.prototype, 'addStyleModel');
  const out = new PassThrough();
  out.resume();
  await writeReport(plan, sourceOf(perGroup), out);
  const models = spy.mock.calls.filter(([model, cellType]) => model && cellType !== undefined);
  spy.mockRestore();
  return { cells: models.length, objects: new Set(models.map(([model]) => model)).size };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeReport and ExcelJS styles', () => {
  it('hands the writer the same few style objects however many rows it writes', async () => {
    const few = await stylesHandedOver(5);
    const many = await stylesHandedOver(400);
    const columns = ORGANIZATION_REPORT_COLUMNS.length + plan.customFields.length;
    // Every cell of every organisation went through the styles (so the spy saw the real path)…
    expect(many.cells).toBeGreaterThanOrEqual(3 * 400 * columns);
    // …with no more objects than for a handful of rows: one per kind of cell, not one per cell.
    expect(many.objects).toBe(few.objects);
  });
});

import { describe, expect, it } from 'vitest';
import { reportOccurrences, reportPeriods } from '../../db/schema/index.js';
import { useTestDatabase } from '../../test/harness.js';
import { currentOccurrences, occurrencesAt, type PeriodRow, shapeOf } from './occurrences.js';
import { windowsOfYear } from './windows.js';

const t = useTestDatabase();

/** 25 March 2026, noon in Việt Nam: March's window (the 1st to the 20th) closed five days ago. */
const NOW = new Date('2026-03-25T05:00:00Z');

/** A monthly period (the 1st to the 20th) with the windows of the months given stored. */
async function period(name: string, months: number[], isActive = true): Promise<PeriodRow> {
  const [p] = await t.database.db
    .insert(reportPeriods)
    .values({ name, kind: 'hang_thang', startDay: 1, endDay: 20, isActive })
    .returning();
  const windows = windowsOfYear(shapeOf(p!), 2026).filter((w) => months.includes(w.month!));
  if (windows.length) {
    await t.database.db.insert(reportOccurrences).values(windows.map((w) => ({ periodId: p!.id, ...w })));
  }
  return p!;
}

describe('the occurrence a period is at', () => {
  it('is, between windows, the next to open or the latest begun as asked, for many periods in one go', async () => {
    const both = await period('Tháng trước và tháng sau', [2, 3, 4]);
    const pastOnly = await period('Chỉ tháng trước', [3]);
    const at = async (between: 'next' | 'latest') =>
      [...(await occurrencesAt(t.database.db, [both.id, pastOnly.id], NOW, between))].map(([id, o]) => [
        id,
        o.key,
      ]);
    expect(await at('next')).toEqual(
      expect.arrayContaining([
        [both.id, '2026-04'],
        [pastOnly.id, '2026-03'],
      ]),
    );
    expect(await at('latest')).toEqual(
      expect.arrayContaining([
        [both.id, '2026-03'],
        [pastOnly.id, '2026-03'],
      ]),
    );
  });

  it('for its units: the next window, computed while the period is active and it is not yet stored, else the last one', async () => {
    const open = await period('Đang mở', [3]);
    const active = await period('Đang hoạt động', [2, 3]);
    const stopped = await period('Đã dừng', [2, 3], false);
    const none = await period('Chưa có kỳ', [], false);
    const current = await currentOccurrences(t.database.db, [active, stopped, none], NOW);
    const during = await currentOccurrences(t.database.db, [open], new Date('2026-03-10T05:00:00Z'));
    expect(during.get(open.id)).toMatchObject({ key: '2026-03', id: expect.any(Number) });
    expect(current.get(active.id)).toMatchObject({ key: '2026-04', id: null });
    expect(current.get(stopped.id)).toMatchObject({ key: '2026-03', id: expect.any(Number) });
    expect(current.get(none.id)).toBeNull();
  });
});

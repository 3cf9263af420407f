import { describe, expect, it } from 'vitest';
import { buildPeriod, useTestDatabase } from '../../test/harness.js';
import { currentOccurrences, occurrencesAt } from './occurrences.js';

const t = useTestDatabase();

/** 25 March 2026, noon in Việt Nam: March's window (the 1st to the 20th) closed five days ago. */
const NOW = new Date('2026-03-25T05:00:00Z');

// Each period is monthly, the 1st to the 20th (buildPeriod's), with the windows of the months of 2026 given.

describe('the occurrence a period is at', () => {
  it('is, between windows, the next to open or the latest begun as asked, for many periods in one go', async () => {
    const both = await buildPeriod(t, {
      name: 'Tháng trước và tháng sau',
      windowsOf: { year: 2026, months: [2, 3, 4] },
    });
    const pastOnly = await buildPeriod(t, {
      name: 'Chỉ tháng trước',
      windowsOf: { year: 2026, months: [3] },
    });
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
    const open = await buildPeriod(t, { name: 'Đang mở', windowsOf: { year: 2026, months: [3] } });
    const active = await buildPeriod(t, {
      name: 'Đang hoạt động',
      windowsOf: { year: 2026, months: [2, 3] },
    });
    const stopped = await buildPeriod(t, {
      name: 'Đã dừng',
      windowsOf: { year: 2026, months: [2, 3] },
      isActive: false,
    });
    const none = await buildPeriod(t, {
      name: 'Chưa có kỳ',
      windowsOf: { year: 2026, months: [] },
      isActive: false,
    });
    const current = await currentOccurrences(t.database.db, [active, stopped, none], NOW);
    const during = await currentOccurrences(t.database.db, [open], new Date('2026-03-10T05:00:00Z'));
    expect(during.get(open.id)).toMatchObject({ key: '2026-03', id: expect.any(Number) });
    expect(current.get(active.id)).toMatchObject({ key: '2026-04', id: null });
    expect(current.get(stopped.id)).toMatchObject({ key: '2026-03', id: expect.any(Number) });
    expect(current.get(none.id)).toBeNull();
  });
});

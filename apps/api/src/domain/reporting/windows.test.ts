import { describe, expect, it } from 'vitest';
import { type PeriodShape, windowsDue, windowsOfYear } from './windows.js';

const recurring = (input: Partial<PeriodShape>): PeriodShape => ({
  name: 'Kỳ thử',
  kind: 'hang_thang',
  startDay: 1,
  endDay: 10,
  month: null,
  months: [],
  startYear: 2026,
  endYear: null,
  startsAt: null,
  endsAt: null,
  ...input,
});
/** A moment in Việt Nam time. */
const vn = (day: string, time = '00:00:00.000') => new Date(`${day}T${time}+07:00`);
const lastMoment = (day: string) => vn(day, '23:59:59.999');

describe('reporting period windows', () => {
  it('gives a monthly period twelve windows named by month, day 31 being the month’s last day', () => {
    const windows = windowsOfYear(recurring({ startDay: 25, endDay: 31 }), 2026);
    expect(windows.map((w) => w.name)).toEqual(Array.from({ length: 12 }, (_, i) => `Tháng ${i + 1}/2026`));
    const feb = windows[1]!;
    expect(feb).toMatchObject({ key: '2026-02', month: 2, quarter: 1, year: 2026 });
    expect(feb.startsAt).toEqual(vn('2026-02-25'));
    expect(feb.endsAt).toEqual(lastMoment('2026-02-28'));
    // a leap year's February ends on the 29th; April on the 30th
    expect(windowsOfYear(recurring({ startDay: 29, endDay: 31, startYear: 2028 }), 2028)[1]!.endsAt).toEqual(
      lastMoment('2028-02-29'),
    );
    expect(windows[3]!.endsAt).toEqual(lastMoment('2026-04-30'));
  });

  it('names the quarters by their place in the months applied, each in its own year', () => {
    const period = recurring({ kind: 'hang_quy', months: [12, 3, 9, 6], startDay: 20, endDay: 31 });
    const windows = windowsOfYear(period, 2027);
    expect(windows.map((w) => [w.key, w.name, w.month])).toEqual([
      ['2027-Q1', 'Quý 1/2027', 3],
      ['2027-Q2', 'Quý 2/2027', 6],
      ['2027-Q3', 'Quý 3/2027', 9],
      ['2027-Q4', 'Quý 4/2027', 12],
    ]);
    expect(windows[3]!.endsAt).toEqual(lastMoment('2027-12-31'));
  });

  it('makes next year’s first quarter ahead at the end of the year (the deployed system went back to January of the same year)', () => {
    const period = recurring({ kind: 'hang_quy', months: [1, 4, 7, 10], startDay: 1, endDay: 10 });
    const due = windowsDue(period, vn('2026-12-20', '09:00:00.000'), vn('2026-01-01'));
    expect(due.map((w) => w.key)).toEqual(['2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4', '2027-Q1']);
    expect(due.at(-1)!.startsAt).toEqual(vn('2027-01-01'));
  });

  it('keeps to the years from namBatDau to namKetThuc and makes nothing ended before the period was', () => {
    const period = recurring({ startYear: 2026, endYear: 2026 });
    expect(windowsOfYear(period, 2025)).toEqual([]);
    expect(windowsOfYear(period, 2027)).toEqual([]);
    const due = windowsDue(period, vn('2026-06-15'), vn('2026-06-12'));
    // May ended before the period was made; June ended on the 10th too; July opens within the lead
    expect(due.map((w) => w.key)).toEqual(['2026-07']);
  });

  it('gives a yearly period one window in its month, and a one-off its own window in its year', () => {
    expect(windowsOfYear(recurring({ kind: 'hang_nam', month: 12, startDay: 15, endDay: 31 }), 2026)).toEqual(
      [
        expect.objectContaining({
          key: '2026',
          name: 'Năm 2026',
          startsAt: vn('2026-12-15'),
          endsAt: lastMoment('2026-12-31'),
        }),
      ],
    );
    const oneOff = recurring({
      kind: 'dot_xuat',
      name: 'Rà soát đoàn viên',
      startsAt: vn('2026-05-04', '08:00:00.000'),
      endsAt: vn('2026-05-08', '17:00:00.000'),
    });
    expect(windowsOfYear(oneOff, 2026)).toEqual([
      expect.objectContaining({ key: 'dot-xuat', name: 'Rà soát đoàn viên', month: 5, quarter: 2 }),
    ]);
    expect(windowsOfYear(oneOff, 2027)).toEqual([]);
    expect(windowsDue(oneOff, vn('2030-01-01'), vn('2026-01-01')).map((w) => w.key)).toEqual(['dot-xuat']);
  });
});

import { z } from 'zod';
import { percentOf } from '../numbers.js';
import { ORGANIZATION_LEVELS } from '../organization-levels.js';
import { blankToUndefined, optionalId } from './common.js';
import { occurrenceProgressItem } from './membership-reports.js';

/** Each part is null when the caller may not read its subject (users, organisations, wards, zones). */
export const dashboardSummary = z.object({
  users: z
    .object({
      total: z.number().int(),
      active: z.number().int(),
      locked: z.number().int(),
      byRole: z.array(z.object({ roleId: z.number().int(), roleName: z.string(), count: z.number().int() })),
    })
    .nullable(),
  organizations: z
    .object({
      total: z.number().int(),
      byLevel: z.array(z.object({ level: z.enum(ORGANIZATION_LEVELS), count: z.number().int() })),
    })
    .nullable(),
  wards: z.number().int().nullable(),
  industrialZones: z.number().int().nullable(),
  /**
   * The events the caller may read: upcoming (not started, not cancelled), under way now, and this
   * month's (Việt Nam time) registrations and attendance of the events they manage.
   */
  events: z
    .object({
      upcoming: z.number().int(),
      ongoing: z.number().int(),
      registrationsThisMonth: z.number().int(),
      attendedThisMonth: z.number().int(),
      /** The next few events, soonest first (at most 5). */
      next: z.array(
        z.object({
          id: z.number().int(),
          tenSuKien: z.string(),
          thoiGianBatDau: z.string(),
          diaDiem: z.string().nullable(),
          mauSac: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const lookupItem = z.object({ id: z.number().int(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;

// ---------------------------------------------------------------- report/thong-ke-tong-quan

/** The window of report/thong-ke-tong-quan is at most this many days (as the calendar's). */
export const OVERVIEW_WINDOW_DAYS_MAX = 400;
export const OVERVIEW_DATE_MESSAGE = 'Ngày không hợp lệ (YYYY-MM-DD)';
export const OVERVIEW_ORDER_MESSAGE = 'Từ ngày không được sau đến ngày';
export const OVERVIEW_WINDOW_MESSAGE = `Khoảng thời gian tối đa ${OVERVIEW_WINDOW_DAYS_MAX} ngày`;

const isCalendarDate = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const optionalDay = z.preprocess(
  blankToUndefined,
  z.string().trim().refine(isCalendarDate, OVERVIEW_DATE_MESSAGE).optional(),
);
const dayNumber = (s: string) => Date.parse(`${s}T00:00:00Z`) / 86_400_000;

/**
 * GET report/thong-ke-tong-quan (as deployed): the window is fromDate..toDate, Việt Nam days, both
 * included; without them this Việt Nam month. `organizationId`: that unit's subtree only (in scope);
 * `thoiGianCapNhatDoanSoId`: the waiting reports of that period only.
 */
export const overviewQuery = z
  .object({
    organizationId: optionalId,
    fromDate: optionalDay,
    toDate: optionalDay,
    thoiGianCapNhatDoanSoId: optionalId,
  })
  .superRefine((q, ctx) => {
    if (q.fromDate === undefined || q.toDate === undefined) return;
    const days = dayNumber(q.toDate) - dayNumber(q.fromDate);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['fromDate'], message: OVERVIEW_ORDER_MESSAGE });
    else if (days + 1 > OVERVIEW_WINDOW_DAYS_MAX)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: OVERVIEW_WINDOW_MESSAGE });
  });
export type OverviewQuery = z.infer<typeof overviewQuery>;

const dayRange = z.object({ tuNgay: z.string(), denNgay: z.string() });

/**
 * The dashboard's figure cards, in the caller's scope; a figure whose subject the caller may not
 * read is null, with its change. Each change is against the window of the same length just before
 * (docs/requirements.md, "Dashboard"), written '+N%' or '-N%' (`growthLabel`).
 */
export const overviewAnswer = z.object({
  /** Active grassroots unions in scope that existed by the window's end. */
  tongSoCongDoan: z.number().int().nullable(),
  tangTruongCongDoan: z.string().nullable(),
  /**
   * Their members at the window's end, from the history of each union's figures: the sum of the
   * two below, which say what each part counts.
   */
  tongSoDoanVien: z.number().int().nullable(),
  tangTruongDoanVien: z.string().nullable(),
  /** Of them, the members of unions that keep member records, counted from the records (theo hồ sơ). */
  tongSoDoanVienTheoHoSo: z.number().int().nullable(),
  /** Of them, the members of the other unions, as declared (theo báo cáo: a report, the form, an import). */
  tongSoDoanVienTheoBaoCao: z.number().int().nullable(),
  /** Events the caller may read taking place in the window, cancelled ones left out. */
  suKienTrongThang: z.number().int().nullable(),
  tangTruongSuKien: z.string().nullable(),
  /** Membership reports waiting for approval that the caller may decide. */
  choPheduyet: z.number().int().nullable(),
  thayDoiChoPheduyet: z.string().nullable(),
  /** Companies without a union yet in the zones the caller's scope reaches (now: a list, not a window). */
  tongSoCongTyChuaCoCD: z.number().int().nullable(),
  /** The caller's own unread notifications. */
  thongBaoChuaDoc: z.number().int(),
  khoangThoiGian: dayRange,
  khoangTruoc: dayRange,
});
export type OverviewAnswer = z.infer<typeof overviewAnswer>;

/**
 * A change as the deployed dashboard writes it: '+N%' or '-N%' of the previous value, rounded to a
 * whole percent; from 0 it is '+100%' (something now) or '0%' (still nothing).
 */
export function growthLabel(current: number, previous: number): string {
  const percent = percentOf(current - previous, previous, 0);
  if (percent === null) return current > 0 ? '+100%' : '0%';
  if (percent === 0) return '0%';
  return percent > 0 ? `+${percent}%` : `${percent}%`;
}

// ---------------------------------------------------------------- charts

/**
 * One zone's or ward's figures over the active grassroots unions in scope: unions, workers,
 * members and their share of the workers (one decimal; null without workers), and members by
 * gender, where `doanVienChuaRo` holds those of units with no split (and what a split leaves over).
 */
export const chartRow = z.object({
  id: z.number().int().nullable(),
  ten: z.string(),
  soCongDoan: z.number().int(),
  tongLaoDong: z.number().int(),
  tongDoanVien: z.number().int(),
  tyLe: z.number().nullable(),
  doanVienNam: z.number().int(),
  doanVienNu: z.number().int(),
  doanVienChuaRo: z.number().int(),
});
export type ChartRow = z.infer<typeof chartRow>;

/** GET report/bieu-do: the dashboard's charts in one answer. */
export const chartsAnswer = z.object({
  theoCumKhu: z.array(chartRow),
  theoXaPhuong: z.array(chartRow),
});
export type ChartsAnswer = z.infer<typeof chartsAnswer>;

/** The deployed organisation charts' shapes (organization/thong-ke/…), scoped here. */
export const heatmapRow = z.object({
  cum_kcn: z.string(),
  tong_ld: z.number().int(),
  tong_dv: z.number().int(),
  ty_le: z.number().int(),
});
export const genderBarRow = z.object({
  cum_kcn: z.string(),
  nam: z.number().int(),
  nu: z.number().int(),
  chua_ro: z.number().int(),
  tong: z.number().int(),
});
const unionCount = {
  so_luong_cong_doan: z.number().int(),
  tong_lao_dong: z.number().int(),
  tong_doan_vien: z.number().int(),
};
export const unionsByZoneRow = z.object({ cum_kcn: z.string(), ...unionCount });
export const unionsByWardRow = z.object({ xa_phuong: z.string(), ...unionCount });

// ---------------------------------------------------------------- the current period's progress

/**
 * GET dashboard/report-progress: for each active period with units to report in the caller's
 * scope, its occurrence open now (else its latest begun) and where those units stand in it.
 */
export const reportProgressItem = occurrenceProgressItem.extend({ tenThoiGianCapNhat: z.string() });
export type ReportProgressItem = z.infer<typeof reportProgressItem>;
export const reportProgressAnswer = z.object({ list: z.array(reportProgressItem) });
export type ReportProgressAnswer = z.infer<typeof reportProgressAnswer>;

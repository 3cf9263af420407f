import { z } from 'zod';
import { blankToUndefined, optionalId } from './common.js';
import { currentOccurrenceAnswer } from './membership-reports.js';
import { organizationFilters } from './organizations.js';
import { vietnamDate } from './staff.js';

/**
 * The deployed system's report calls that P13 serves (docs/requirements.md, "Deployed report
 * calls"): their paths, query names and answer fields as deployed, inside our `{ data }` envelope,
 * and always in the caller's data scope (the deployed ones were not).
 */

export const STATISTIC_DAY_MESSAGE = 'Ngày thống kê không hợp lệ (YYYY-MM-DD)';
export const STATISTIC_DAY_FUTURE_MESSAGE = 'Ngày thống kê không được sau hôm nay';

const isCalendarDay = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};

/**
 * GET report/export-bao-cao-cdcs: the CDCS report as it stood at the end of `ngayThongKe` (a Việt
 * Nam day, today at the latest; none: today), of the unions of a ward and of zones.
 */
export const cdcsAsAtQuery = organizationFilters.pick({ xaPhuongId: true, cumKhuCnId: true }).extend({
  ngayThongKe: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(isCalendarDay, STATISTIC_DAY_MESSAGE)
      // YYYY-MM-DD strings compare as their days do; today is Việt Nam's.
      .refine((s) => !isCalendarDay(s) || s <= vietnamDate(), STATISTIC_DAY_FUTURE_MESSAGE)
      .optional(),
  ),
});
export type CdcsAsAtQuery = z.infer<typeof cdcsAsAtQuery>;

/** GET thoi-gian-cap-nhat-doan-so/check-update-period. */
export const updatePeriodCheck = z.object({
  /** An occurrence of an active period that concerns the caller's units is open now. */
  isInPeriod: z.boolean(),
  /** That period with that occurrence (the open one closing first), else null. */
  currentPeriod: currentOccurrenceAnswer.nullable(),
});
export type UpdatePeriodCheck = z.infer<typeof updatePeriodCheck>;

/** GET report/thong-ke-chi-tiet and report/thong-ke-doan-vien: a unit's subtree (in scope) only. */
export const deployedStatisticsQuery = z.object({ organizationId: optionalId });
export type DeployedStatisticsQuery = z.infer<typeof deployedStatisticsQuery>;

const count = z.number().int();

/** GET report/thong-ke-chi-tiet. */
export const detailedStatistics = z.object({
  /** The caller's top units (their own and its direct children), each with its subtree's figures. */
  theoToChuc: z.array(
    z.object({
      organizationId: z.number().int(),
      organizationName: z.string(),
      /** Active grassroots unions in the unit's subtree (the unit itself when it is one). */
      soCongDoan: count,
      /** Their members now. */
      soDoanVien: count,
      /** Events of the subtree's units, cancelled ones left out. */
      soSuKien: count,
      /** Membership reports filed by the subtree's units. */
      soBaoCao: count,
    }),
  ),
  /** The last 12 Việt Nam months, oldest first. */
  theoThoiGian: z.array(
    z.object({
      /** 'YYYY-MM'. */
      thang: z.string(),
      /** Members of the active grassroots unions in scope at the month's end (now for this month). */
      soDoanVien: count,
      /** Events starting in the month that the caller may read, cancelled ones left out. */
      soSuKien: count,
      /** Membership reports filed in the month. */
      soBaoCao: count,
    }),
  ),
  /** The membership reports in scope by state, now. */
  trangThaiBaoCao: z.object({ choPheduyet: count, daPheduyet: count, tuChoi: count }),
});
export type DetailedStatistics = z.infer<typeof detailedStatistics>;

export const MEMBER_STATISTICS_MESSAGE = 'Lấy thống kê đoàn viên thành công';

/** GET report/thong-ke-doan-vien: the deployed answer, as the data of ours. */
export const memberStatistics = z.object({
  success: z.literal(true),
  message: z.literal(MEMBER_STATISTICS_MESSAGE),
  data: z.object({
    userInfo: z.object({
      id: z.number().int(),
      fullName: z.string().nullable(),
      organizationId: z.number().int().nullable(),
      organizationName: z.string().nullable(),
      xaPhuongId: z.number().int().nullable(),
      cumKhuCnId: z.number().int().nullable(),
    }),
    /** The members of the active grassroots unions in scope, as their figures say now. */
    statistics: z.object({
      soLuongDoanVienNam: count,
      soLuongDoanVienNu: count,
      tongSoLuongDoanVien: count,
    }),
    filterInfo: z.object({
      organizationId: z.number().int().nullable(),
      /** How many unions were counted. */
      soCongDoan: count,
    }),
  }),
});
export type MemberStatistics = z.infer<typeof memberStatistics>;

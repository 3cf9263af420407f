import { z } from 'zod';
import { optionalId } from './common.js';
import { progressRow } from './membership-reports.js';

/**
 * The periodic report (issue P13, reports/periodic): one reporting occurrence — or a range of
 * occurrences of the same period — in the caller's scope: the units that must report by standing
 * (in total, by ward, by zone, by organisation type), the approved figures with their change since
 * the period's previous occurrence, and the units whose members changed most.
 */

/** GET analytics/periodic: the occurrence (the latest begun when left out) and the range's first. */
export const periodicQuery = z.object({
  occurrenceId: optionalId,
  fromOccurrenceId: optionalId,
});
export type PeriodicQuery = z.infer<typeof periodicQuery>;

/** At most this many occurrences in a range (five years of months). */
export const PERIODIC_RANGE_MAX = 60;

export const periodicOccurrence = z.object({
  id: z.number().int(),
  ten: z.string(),
  thoiGianCapNhatDoanSoId: z.number().int(),
  tenThoiGianCapNhat: z.string(),
  thoiGianBatDau: z.string(),
  thoiGianKetThuc: z.string(),
});
export type PeriodicOccurrence = z.infer<typeof periodicOccurrence>;

/** The approved reports' figures added up: how many units, members, workers, members / workers (%). */
export const periodicFigures = z.object({
  soDonVi: z.number().int(),
  tongDoanVien: z.number().int(),
  doanVienNam: z.number().int(),
  doanVienNu: z.number().int(),
  tongCnvcld: z.number().int(),
  /** Members per 100 workers, one decimal; null without workers. */
  tyLeThamGia: z.number().nullable(),
});
export type PeriodicFigures = z.infer<typeof periodicFigures>;

/** A figure's change since the previous occurrence: the difference and its share (null from 0). */
export const periodicChange = z.object({ chenhLech: z.number(), phanTram: z.number().nullable() });
export type PeriodicChange = z.infer<typeof periodicChange>;

export const PERIODIC_MEASURES = [
  'soDonVi',
  'tongDoanVien',
  'doanVienNam',
  'doanVienNu',
  'tongCnvcld',
  'tyLeThamGia',
] as const;

/** A unit whose members changed between the previous occurrence's approved report and this one's. */
export const periodicMover = z.object({
  organizationId: z.number().int(),
  ten: z.string(),
  xaPhuong: z.string().nullable(),
  truoc: z.number().int(),
  sau: z.number().int(),
  chenhLech: z.number().int(),
  phanTram: z.number().nullable(),
});
export type PeriodicMover = z.infer<typeof periodicMover>;

/** Each occurrence of a range: its units by standing and its approved figures. */
export const periodicStep = progressRow
  .omit({ id: true, ten: true })
  .extend({ kyBaoCao: periodicOccurrence, soLieu: periodicFigures });
export type PeriodicStep = z.infer<typeof periodicStep>;

export const periodicReport = z.object({
  kyBaoCao: periodicOccurrence,
  /** The same period's occurrence before it, the change's base; null for the first. */
  kyTruoc: periodicOccurrence.nullable(),
  /** The caller's data scope in words ('Toàn tỉnh', 'Xã/phường: …'). */
  phamVi: z.string(),
  tong: progressRow.omit({ id: true, ten: true }),
  theoXaPhuong: z.array(progressRow),
  theoCumKhu: z.array(progressRow),
  theoLoaiHinh: z.array(progressRow),
  soLieu: periodicFigures,
  soLieuKyTruoc: periodicFigures.nullable(),
  thayDoi: z
    .object({
      soDonVi: periodicChange,
      tongDoanVien: periodicChange,
      doanVienNam: periodicChange,
      doanVienNu: periodicChange,
      tongCnvcld: periodicChange,
      tyLeThamGia: periodicChange,
    })
    .nullable(),
  tangNhieuNhat: z.array(periodicMover),
  giamNhieuNhat: z.array(periodicMover),
  /** The range from fromOccurrenceId to the occurrence, oldest first (empty without a range). */
  cacKy: z.array(periodicStep),
});
export type PeriodicReport = z.infer<typeof periodicReport>;

/** GET analytics/periodic/occurrences: the occurrences begun, newest first, for the page's pickers. */
export const periodicOccurrenceList = z.array(periodicOccurrence);

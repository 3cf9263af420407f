import { z } from 'zod';
import {
  blankToUndefined,
  clearable,
  clearableText,
  idParam,
  idRule,
  numberedPageOf,
  optionalChoice,
  optionalId,
  pageQuery,
  requiredText,
  updateOf,
} from './common.js';
import { dateTime } from './events.js';

/**
 * Reporting periods and membership reports (issue P10; docs/requirements.md, "Membership
 * reports"), at the paths and with the field names of the system deployed for this federation:
 * `thoi-gian-cap-nhat-doan-so` (a period's configuration, and its occurrences, the kỳ) and
 * `bao-cao-doan-so-theo-ky` (one unit's figures for one occurrence).
 */

// ---------------------------------------------------------------- constants

export const PERIOD_KINDS = ['hang_thang', 'hang_quy', 'hang_nam', 'dot_xuat'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];
export const PERIOD_KIND_LABELS: Record<PeriodKind, string> = {
  hang_thang: 'Hàng tháng',
  hang_quy: 'Hàng quý',
  hang_nam: 'Hàng năm',
  dot_xuat: 'Đột xuất',
};

export const REPORT_STATES = ['cho_phe_duyet', 'da_phe_duyet', 'tu_choi'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE_LABELS: Record<ReportState, string> = {
  cho_phe_duyet: 'Chờ phê duyệt',
  da_phe_duyet: 'Đã phê duyệt',
  tu_choi: 'Trả lại',
};
/** The list's state filter: one state, or every state ('tat_ca'). */
export const REPORT_STATE_FILTERS = [...REPORT_STATES, 'tat_ca'] as const;
export type ReportStateFilter = (typeof REPORT_STATE_FILTERS)[number];

export const REPORT_KINDS = ['dinh_ky', 'dot_xuat'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = { dinh_ky: 'Định kỳ', dot_xuat: 'Đột xuất' };

/**
 * Where a unit stands in an occurrence (the tracking filter): the four deployed, and the state of
 * the report that stands for the unit (the periodic report's counts open their units by them).
 */
export const TRACKING_STATES = [
  'da_bao_cao',
  'chua_bao_cao',
  'qua_han',
  'dung_han',
  'cho_phe_duyet',
  'da_phe_duyet',
  'tu_choi',
] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];
export const TRACKING_STATE_LABELS: Record<TrackingState, string> = {
  da_bao_cao: 'Đã báo cáo',
  chua_bao_cao: 'Chưa báo cáo',
  qua_han: 'Quá hạn',
  dung_han: 'Đúng hạn',
  cho_phe_duyet: 'Chờ duyệt',
  da_phe_duyet: 'Đã duyệt',
  tu_choi: 'Bị trả lại',
};

export const PERIOD_NAME_MAX = 255;
export const PERIOD_DESCRIPTION_MAX = 2000;
/** A one-off period names at most this many units that must report. */
export const PERIOD_UNITS_MAX = 500;
export const PERIOD_YEAR_MIN = 2020;
export const PERIOD_YEAR_MAX = 2100;
export const REPORT_FIGURE_MAX = 100_000;
export const REPORT_NAME_MAX = 255;
export const REPORT_TEXT_MAX = 5000;
/** The report list's page size is at most this (as deployed). */
export const REPORT_LIMIT_MAX = 100;

export const FIGURE_NEGATIVE_MESSAGE = 'Số liệu không được âm';
export const FIGURE_TOO_LARGE_MESSAGE = `Số lượng mỗi loại không được vượt quá ${REPORT_FIGURE_MAX}`;
export const FIGURES_EMPTY_MESSAGE = 'Phải có ít nhất một số liệu lớn hơn 0';
export const MEMBER_TOTAL_MESSAGE =
  'Tổng số đoàn viên khác số nam cộng số nữ: vui lòng sửa lại hoặc ghi chú lý do chênh lệch';
export const WORKER_TOTAL_MESSAGE =
  'Tổng số CNVCLĐ khác số nam cộng số nữ: vui lòng sửa lại hoặc ghi chú lý do chênh lệch';
/** A report returned to its unit says why, so that the unit can correct it. */
export const RETURN_REASON_MESSAGE = 'Vui lòng nhập lý do trả lại';
export const ORGANIZATION_ID_REQUIRED_MESSAGE = 'Organization ID is required';

// ---------------------------------------------------------------- periods: thoi-gian-cap-nhat-doan-so

const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const dayOfMonth = (message: string) => clearable(whole(1, 31, message));
const year = clearable(
  whole(PERIOD_YEAR_MIN, PERIOD_YEAR_MAX, `Năm phải từ ${PERIOD_YEAR_MIN} đến ${PERIOD_YEAR_MAX}`),
);
const MONTH_MESSAGE = 'Tháng áp dụng phải từ 1-12';

export const periodFields = z.object({
  ten: requiredText('tên kỳ báo cáo', PERIOD_NAME_MAX),
  moTa: clearableText(PERIOD_DESCRIPTION_MAX),
  loaiKy: z.enum(PERIOD_KINDS, { error: 'Loại kỳ không hợp lệ' }),
  isActive: z.boolean({ error: 'Trạng thái hoạt động phải là true hoặc false' }).default(true),
  ngayBatDauTrongThang: dayOfMonth('Ngày bắt đầu phải từ 1-31'),
  ngayKetThucTrongThang: dayOfMonth('Ngày kết thúc phải từ 1-31'),
  thangBatDau: clearable(whole(1, 12, 'Tháng phải từ 1-12')),
  cacThangApDung: z
    .array(whole(1, 12, MONTH_MESSAGE), { error: 'Danh sách tháng áp dụng phải là mảng' })
    .max(12, 'Tối đa 12 tháng áp dụng')
    .nullable()
    .optional(),
  namBatDau: year,
  namKetThuc: year,
  thoiGianBatDau: clearable(dateTime('Thời gian bắt đầu không hợp lệ', 'Thời gian bắt đầu không hợp lệ')),
  thoiGianKetThuc: clearable(dateTime('Thời gian kết thúc không hợp lệ', 'Thời gian kết thúc không hợp lệ')),
  /** A one-off period's units that must report (with every grassroots union under each); none: all in scope. */
  organizationId: z
    .array(idParam, { error: 'Danh sách organization ID phải là mảng' })
    .max(PERIOD_UNITS_MAX, `Tối đa ${PERIOD_UNITS_MAX} đơn vị`)
    .nullable()
    .optional(),
});
export type PeriodFields = z.infer<typeof periodFields>;

/** A period's settings once merged (a create, or an update's body on the stored row). */
export type PeriodRecord = Omit<PeriodFields, 'isActive'> & { isActive: boolean };

/**
 * The first rule across fields a period breaks, with the deployed system's messages, or null.
 * Checked on a create's body and on an update's merged record.
 */
export function periodRuleBroken(p: PeriodRecord): { path: string; message: string } | null {
  const label = { hang_thang: 'hàng tháng', hang_quy: 'hàng quý', hang_nam: 'hàng năm' } as const;
  if (p.loaiKy === 'dot_xuat') {
    if (!p.thoiGianBatDau || !p.thoiGianKetThuc) {
      return { path: 'thoiGianBatDau', message: 'Báo cáo đột xuất phải có thời gian bắt đầu và kết thúc' };
    }
    if (p.thoiGianBatDau >= p.thoiGianKetThuc) {
      return { path: 'thoiGianKetThuc', message: 'Thời gian bắt đầu phải nhỏ hơn thời gian kết thúc' };
    }
    return null;
  }
  const kind = label[p.loaiKy];
  if (p.ngayBatDauTrongThang == null || p.ngayKetThucTrongThang == null) {
    return {
      path: 'ngayBatDauTrongThang',
      message: `Báo cáo ${kind} phải có ngày bắt đầu và kết thúc trong tháng`,
    };
  }
  if (p.ngayBatDauTrongThang > p.ngayKetThucTrongThang) {
    return { path: 'ngayKetThucTrongThang', message: 'Ngày bắt đầu phải nhỏ hơn hoặc bằng ngày kết thúc' };
  }
  if (p.loaiKy === 'hang_quy' && !p.cacThangApDung?.length) {
    return { path: 'cacThangApDung', message: 'Báo cáo hàng quý phải có danh sách các tháng áp dụng' };
  }
  if (p.loaiKy === 'hang_nam' && p.thangBatDau == null) {
    return { path: 'thangBatDau', message: 'Báo cáo hàng năm phải có tháng bắt đầu' };
  }
  if (p.namBatDau == null) return { path: 'namBatDau', message: `Báo cáo ${kind} phải có năm bắt đầu` };
  if (p.namKetThuc != null && p.namKetThuc < p.namBatDau) {
    return { path: 'namKetThuc', message: 'Năm kết thúc phải từ năm bắt đầu trở đi' };
  }
  return null;
}

const checked = <T extends z.ZodType<PeriodRecord>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    const broken = periodRuleBroken(v);
    if (broken) ctx.addIssue({ code: 'custom', path: [broken.path], message: broken.message });
  });

/** POST thoi-gian-cap-nhat-doan-so/create (a one-off also needs create_special_report). */
export const periodCreateBody = checked(periodFields);
export type PeriodCreateBody = z.infer<typeof periodCreateBody>;

/** POST thoi-gian-cap-nhat-doan-so/dot-xuat: a one-off period (its kind is implied). */
export const periodOneOffBody = checked(
  periodFields.extend({ loaiKy: z.literal('dot_xuat').default('dot_xuat').catch('dot_xuat') }),
);
export type PeriodOneOffBody = z.infer<typeof periodOneOffBody>;

/** PUT thoi-gian-cap-nhat-doan-so/update: `id` and the fields to change (the others stay). */
export const periodUpdateBody = updateOf(periodFields).extend({ id: idParam });
export type PeriodUpdateBody = z.infer<typeof periodUpdateBody>;

export const periodIdQuery = z.object({ id: idParam });
export const periodIdParams = z.object({ id: idParam });

export const periodListQuery = pageQuery.extend({
  loaiKy: optionalChoice(PERIOD_KINDS, 'Loại kỳ không hợp lệ'),
});
export type PeriodListQuery = z.infer<typeof periodListQuery>;

export const periodYearQuery = z.object({
  thoiGianCapNhatDoanSoId: idParam,
  nam: whole(PERIOD_YEAR_MIN, PERIOD_YEAR_MAX, `Năm phải từ ${PERIOD_YEAR_MIN} đến ${PERIOD_YEAR_MAX}`),
});

/** One occurrence (kỳ) of a period: its window, the last moment of which is the deadline. */
export const occurrenceItem = z.object({
  id: z.number().int().nullable(),
  thoiGianCapNhatDoanSoId: z.number().int(),
  tenKy: z.string(),
  thang: z.number().int().nullable(),
  quy: z.number().int().nullable(),
  nam: z.number().int(),
  thoiGianBatDau: z.string(),
  thoiGianKetThuc: z.string(),
  dangDienRa: z.boolean(),
  daQuaHan: z.boolean(),
});
export type OccurrenceItem = z.infer<typeof occurrenceItem>;

export const periodItem = z.object({
  id: z.number().int(),
  ten: z.string(),
  moTa: z.string().nullable(),
  loaiKy: z.enum(PERIOD_KINDS),
  isActive: z.boolean(),
  ngayBatDauTrongThang: z.number().int().nullable(),
  ngayKetThucTrongThang: z.number().int().nullable(),
  thangBatDau: z.number().int().nullable(),
  cacThangApDung: z.array(z.number().int()),
  namBatDau: z.number().int().nullable(),
  namKetThuc: z.number().int().nullable(),
  thoiGianBatDau: z.string().nullable(),
  thoiGianKetThuc: z.string().nullable(),
  organizationId: z.array(z.number().int()),
  organizations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The occurrence open now, else the next one, else the last one; null before the first is made. */
  kyHienTai: occurrenceItem.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PeriodItem = z.infer<typeof periodItem>;

/** GET …/ky-bao-cao/hien-tai/{id}. */
export const currentOccurrenceAnswer = periodItem.pick({
  id: true,
  ten: true,
  loaiKy: true,
  kyHienTai: true,
});

/** GET …/ky-bao-cao/theo-nam. */
export const yearOccurrencesAnswer = periodItem.pick({ id: true, ten: true, loaiKy: true }).extend({
  nam: z.number().int(),
  cacKyBaoCao: z.array(occurrenceItem),
});

// ---------------------------------------------------------------- reports: bao-cao-doan-so-theo-ky

const figure = z.coerce
  .number({ error: 'Số liệu phải là số nguyên' })
  .int('Số liệu phải là số nguyên')
  .min(0, FIGURE_NEGATIVE_MESSAGE)
  .max(REPORT_FIGURE_MAX, FIGURE_TOO_LARGE_MESSAGE);

export const FIGURE_KEYS = [
  'soLuongDoanVienNam',
  'soLuongDoanVienNu',
  'soLuongCNVCLDNam',
  'soLuongCNVCLDNu',
  'tongSoCongDoan',
  'tongSoCnvcld',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];
export type Figures = Record<FigureKey, number>;
export const FIGURE_LABELS: Record<FigureKey, string> = {
  soLuongDoanVienNam: 'Đoàn viên nam',
  soLuongDoanVienNu: 'Đoàn viên nữ',
  soLuongCNVCLDNam: 'CNVCLĐ nam',
  soLuongCNVCLDNu: 'CNVCLĐ nữ',
  tongSoCongDoan: 'Tổng số đoàn viên',
  tongSoCnvcld: 'Tổng số CNVCLĐ',
};

export const reportFields = z.object({
  tenBaoCao: z
    .string({ error: 'Tên báo cáo không được để trống' })
    .trim()
    .min(1, 'Tên báo cáo không được để trống')
    .max(REPORT_NAME_MAX, `Tối đa ${REPORT_NAME_MAX} ký tự`),
  noiDung: clearableText(REPORT_TEXT_MAX),
  ghiChu: clearableText(REPORT_TEXT_MAX),
  loaiBaoCao: z.enum(REPORT_KINDS, { error: 'Loại báo cáo không hợp lệ' }).default('dinh_ky'),
  soLuongDoanVienNam: figure.default(0),
  soLuongDoanVienNu: figure.default(0),
  soLuongCNVCLDNam: figure.default(0),
  soLuongCNVCLDNu: figure.default(0),
  /** Total union members (the deployed name misleads); men + women when not given. */
  tongSoCongDoan: clearable(figure),
  /** Total workers; men + women when not given. */
  tongSoCnvcld: clearable(figure),
});

/** A report's figures and texts once merged (a create, or an update's body on the stored row). */
export interface ReportRecord {
  soLuongDoanVienNam: number;
  soLuongDoanVienNu: number;
  soLuongCNVCLDNam: number;
  soLuongCNVCLDNu: number;
  tongSoCongDoan?: number | null;
  tongSoCnvcld?: number | null;
  ghiChu?: string | null;
}

/** The six figures of a report, its totals men + women where not given. */
export function figuresOf(r: ReportRecord): Figures {
  return {
    soLuongDoanVienNam: r.soLuongDoanVienNam,
    soLuongDoanVienNu: r.soLuongDoanVienNu,
    soLuongCNVCLDNam: r.soLuongCNVCLDNam,
    soLuongCNVCLDNu: r.soLuongCNVCLDNu,
    tongSoCongDoan: r.tongSoCongDoan ?? r.soLuongDoanVienNam + r.soLuongDoanVienNu,
    tongSoCnvcld: r.tongSoCnvcld ?? r.soLuongCNVCLDNam + r.soLuongCNVCLDNu,
  };
}

/** The first rule across a report's figures it breaks, or null. */
export function reportRuleBroken(r: ReportRecord): { path: string; message: string } | null {
  const f = figuresOf(r);
  if (f.soLuongDoanVienNam + f.soLuongDoanVienNu + f.soLuongCNVCLDNam + f.soLuongCNVCLDNu === 0) {
    return { path: 'soLuongDoanVienNam', message: FIGURES_EMPTY_MESSAGE };
  }
  const explained = !!r.ghiChu?.trim();
  if (!explained && f.tongSoCongDoan !== f.soLuongDoanVienNam + f.soLuongDoanVienNu) {
    return { path: 'tongSoCongDoan', message: MEMBER_TOTAL_MESSAGE };
  }
  if (!explained && f.tongSoCnvcld !== f.soLuongCNVCLDNam + f.soLuongCNVCLDNu) {
    return { path: 'tongSoCnvcld', message: WORKER_TOTAL_MESSAGE };
  }
  return null;
}

/**
 * POST bao-cao-doan-so-theo-ky: the occurrence (`kyBaoCaoId`), or — as the deployed clients send —
 * the period (`thoiGianCapNhatDoanSoId`) or its kind (`loaiKy`), whose occurrence open now it
 * then belongs to; the unit is the caller's own unless an officer names one in their scope. A
 * `trangThaiPheDuyet` in the body is ignored: a report is submitted pending.
 */
export const reportCreateBody = reportFields
  .extend({
    kyBaoCaoId: optionalId,
    thoiGianCapNhatDoanSoId: optionalId,
    loaiKy: optionalChoice(PERIOD_KINDS, 'Loại kỳ báo cáo không hợp lệ'),
    organizationId: optionalId,
  })
  .superRefine((v, ctx) => {
    if (v.kyBaoCaoId === undefined && v.thoiGianCapNhatDoanSoId === undefined && v.loaiKy === undefined) {
      ctx.addIssue({ code: 'custom', path: ['loaiKy'], message: 'Loại kỳ báo cáo không được để trống' });
    }
    const broken = reportRuleBroken(v);
    if (broken) ctx.addIssue({ code: 'custom', path: [broken.path], message: broken.message });
  });
export type ReportCreateBody = z.infer<typeof reportCreateBody>;

/** PATCH bao-cao-doan-so-theo-ky/{id}: the fields to change (the others stay); rechecked merged. */
export const reportUpdateBody = updateOf(reportFields);
export type ReportUpdateBody = z.infer<typeof reportUpdateBody>;

/** PATCH bao-cao-doan-so-theo-ky/{id}/trang-thai: approve, or return ('tu_choi', as deployed) with a reason. */
export const reportDecisionBody = z
  .object({
    trangThaiPheDuyet: z.enum(['da_phe_duyet', 'tu_choi'], {
      error: (issue) =>
        issue.input === undefined
          ? 'Trạng thái phê duyệt không được để trống'
          : "Trạng thái phê duyệt là 'da_phe_duyet' hoặc 'tu_choi'",
    }),
    ghiChu: clearableText(REPORT_TEXT_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.trangThaiPheDuyet === 'tu_choi' && !v.ghiChu) {
      ctx.addIssue({ code: 'custom', path: ['ghiChu'], message: RETURN_REASON_MESSAGE });
    }
  });
export type ReportDecisionBody = z.infer<typeof reportDecisionBody>;

export const reportIdParams = z.object({ id: idParam });

const optionalWhole = (min: number, max: number, message: string) =>
  z.preprocess(blankToUndefined, whole(min, max, message).optional());

/** The filters the list, the export and the tracking share. */
const periodFilters = {
  thoiGianCapNhatDoanSoId: optionalId,
  kyBaoCaoId: optionalId,
  thang: optionalWhole(1, 12, 'Tháng phải từ 1-12'),
  quy: optionalWhole(1, 4, 'Quý phải từ 1-4'),
  nam: optionalWhole(
    PERIOD_YEAR_MIN,
    PERIOD_YEAR_MAX,
    `Năm phải từ ${PERIOD_YEAR_MIN} đến ${PERIOD_YEAR_MAX}`,
  ),
  xaPhuongId: optionalId,
  cumKhuCnId: optionalId,
};

const optionalText200 = () =>
  z.preprocess(blankToUndefined, z.string().trim().max(200, 'Tối đa 200 ký tự').optional());

/**
 * GET bao-cao-doan-so-theo-ky: reports of one organisation and every unit under it, in the
 * caller's scope; approved ones unless `trangThaiPheDuyet` says otherwise ('tat_ca': all).
 */
export const reportListQuery = pageQuery.extend({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `Số lượng bản ghi không quá ${REPORT_LIMIT_MAX}` })
      .int(`Số lượng bản ghi không quá ${REPORT_LIMIT_MAX}`)
      .min(1, `Số lượng bản ghi không quá ${REPORT_LIMIT_MAX}`)
      .max(REPORT_LIMIT_MAX, `Số lượng bản ghi không quá ${REPORT_LIMIT_MAX}`)
      .default(10),
  ),
  // Missing: the specification's words; given but not an id: the id rule's, in Vietnamese.
  organizationId: z.preprocess(
    (v, ctx) => {
      const given = blankToUndefined(v);
      if (given === undefined)
        ctx.issues.push({ code: 'custom', message: ORGANIZATION_ID_REQUIRED_MESSAGE, input: v });
      return given;
    },
    idRule('Mã đơn vị không hợp lệ', 1),
  ),
  trangThaiPheDuyet: z.preprocess(
    blankToUndefined,
    z.enum(REPORT_STATE_FILTERS, { error: 'Trạng thái phê duyệt không hợp lệ' }).default('da_phe_duyet'),
  ),
  tenBaoCao: optionalText200(),
  loaiBaoCao: optionalChoice(REPORT_KINDS, 'Loại báo cáo không hợp lệ'),
  ...periodFilters,
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

const person = z.object({ id: z.number().int(), fullName: z.string() }).nullable();

export const reportItem = z.object({
  id: z.number().int(),
  tenBaoCao: z.string(),
  noiDung: z.string().nullable(),
  ghiChu: z.string().nullable(),
  loaiBaoCao: z.enum(REPORT_KINDS),
  trangThaiPheDuyet: z.enum(REPORT_STATES),
  /** The approver's note, or the reason of a rejection. */
  ghiChuPheDuyet: z.string().nullable(),
  soLuongDoanVienNam: z.number().int(),
  soLuongDoanVienNu: z.number().int(),
  soLuongCNVCLDNam: z.number().int(),
  soLuongCNVCLDNu: z.number().int(),
  tongSoCongDoan: z.number().int(),
  tongSoCnvcld: z.number().int(),
  kyBaoCaoId: z.number().int(),
  tenKy: z.string(),
  thoiGianCapNhatDoanSoId: z.number().int(),
  tenThoiGianCapNhat: z.string(),
  loaiKy: z.enum(PERIOD_KINDS),
  thoiHanNop: z.string(),
  /** Submitted by the deadline. */
  dungHan: z.boolean(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  xaPhuongId: z.number().int().nullable(),
  xaPhuongName: z.string().nullable(),
  cumKhuCnId: z.number().int().nullable(),
  cumKhuCnName: z.string().nullable(),
  nguoiBaoCao: person,
  nguoiPheDuyet: person,
  ngayPheDuyet: z.string().nullable(),
  /** Whether the caller may approve or reject it now. */
  coThePheDuyet: z.boolean(),
  /** Whether the caller may still edit or delete it. */
  coTheSua: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportItem = z.infer<typeof reportItem>;

/** GET bao-cao-doan-so-theo-ky: one page, newest first, with its paging. */
export const reportPage = numberedPageOf(reportItem);
export type ReportPage = z.infer<typeof reportPage>;

/**
 * A unit's figures to start a report from: what its record says now (its members counted from
 * their records when it keeps them: 'ho_so_doan_vien'), said to be its last approved report's when
 * they still are.
 */
export const reportPrefillQuery = z.object({ organizationId: optionalId, kyBaoCaoId: optionalId });
export const reportPrefill = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  nguon: z.enum(['ho_so_doan_vien', 'bao_cao_truoc', 'ho_so_don_vi', 'khong_co']),
  /** Where the figures come from, in words. */
  moTaNguon: z.string(),
  soLuongDoanVienNam: z.number().int(),
  soLuongDoanVienNu: z.number().int(),
  soLuongCNVCLDNam: z.number().int(),
  soLuongCNVCLDNu: z.number().int(),
  tongSoCongDoan: z.number().int(),
  tongSoCnvcld: z.number().int(),
});
export type ReportPrefill = z.infer<typeof reportPrefill>;

// ---------------------------------------------------------------- tracking

/**
 * The tracking's place filters: an id, or `NO_PLACE` for the units without one (the periodic
 * report's "Chưa xác định xã/phường", "Ngoài cụm/khu công nghiệp", "Chưa xác định loại hình" rows).
 */
export const NO_PLACE = 'khong_co';
const placeFilter = z.preprocess(
  blankToUndefined,
  z.union([z.literal(NO_PLACE), idParam], { error: 'Mã không hợp lệ' }).optional(),
);
export type PlaceFilter = number | typeof NO_PLACE;

export const trackingQuery = pageQuery.extend({
  ...periodFilters,
  xaPhuongId: placeFilter,
  cumKhuCnId: placeFilter,
  loaiHinh: placeFilter,
  trangThaiBaoCao: optionalChoice(TRACKING_STATES, 'Trạng thái báo cáo không hợp lệ'),
});
export type TrackingQuery = z.infer<typeof trackingQuery>;

export const trackingRow = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  diaChi: z.string().nullable(),
  xaPhuongId: z.number().int().nullable(),
  xaPhuongName: z.string().nullable(),
  cumKhuCnId: z.number().int().nullable(),
  cumKhuCongNghiepName: z.string().nullable(),
  baoCaoId: z.number().int().nullable(),
  tenBaoCao: z.string().nullable(),
  ngayNop: z.string().nullable(),
  trangThaiPheDuyet: z.enum(REPORT_STATES).nullable(),
  ngayPheDuyet: z.string().nullable(),
  soLuongDoanVienNam: z.number().int().nullable(),
  soLuongDoanVienNu: z.number().int().nullable(),
  tongSoCongDoan: z.number().int().nullable(),
  tongSoCnvcld: z.number().int().nullable(),
  nguoiBaoCao: person,
  nguoiDuyet: person,
  daBaoCao: z.boolean(),
  quaHan: z.boolean(),
});
export type TrackingRow = z.infer<typeof trackingRow>;

const occurrenceHeader = {
  kyBaoCaoId: z.number().int(),
  thoiGianCapNhatDoanSoId: z.number().int(),
  tenKyBaoCao: z.string(),
  thoiGianBatDau: z.string(),
  thoiGianKetThuc: z.string(),
  thoiHanNop: z.string(),
};

export const trackingPage = z.object({
  ...occurrenceHeader,
  danhSachChiTiet: z.array(trackingRow),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type TrackingPage = z.infer<typeof trackingPage>;

const progress = {
  tongSoCDCS: z.number().int(),
  soDaBaoCao: z.number().int(),
  soChuaBaoCao: z.number().int(),
  soDungHan: z.number().int(),
  soQuaHan: z.number().int(),
  soChoPheDuyet: z.number().int(),
  soDaPheDuyet: z.number().int(),
  soTuChoi: z.number().int(),
};
export const progressRow = z.object({ id: z.number().int().nullable(), ten: z.string(), ...progress });
export type ProgressRow = z.infer<typeof progressRow>;

/** GET …/tracking/thong-ke: units, not reports, so the rate never passes 100 %. */
export const trackingStats = z.object({
  ...occurrenceHeader,
  ...progress,
  tyLeDaBaoCao: z.number(),
  theoXaPhuong: z.array(progressRow),
  theoCumKhu: z.array(progressRow),
  theoLoaiHinh: z.array(progressRow),
});
export type TrackingStats = z.infer<typeof trackingStats>;

/** GET …/tracking/theo-ky: a period's occurrences, newest first, each with its progress in the caller's scope. */
export const occurrenceProgressQuery = pageQuery
  .omit({ search: true })
  .extend({ thoiGianCapNhatDoanSoId: idParam });
export const occurrenceProgressItem = z.object({
  ...occurrenceHeader,
  ...progress,
  dangDienRa: z.boolean(),
  daQuaHan: z.boolean(),
});
export type OccurrenceProgressItem = z.infer<typeof occurrenceProgressItem>;

/** POST …/tracking/nhac-nho: remind the units of an occurrence that have not reported. */
export const remindBody = z.object({ kyBaoCaoId: idParam });
export const remindAnswer = z.object({ soDonVi: z.number().int(), soNguoiNhan: z.number().int() });

/** GET …/xuat-excel: one occurrence's figures by unit. */
export const reportExportQuery = z.object({
  kyBaoCaoId: idParam,
  xaPhuongId: optionalId,
  cumKhuCnId: optionalId,
});
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

import { z } from 'zod';
import { idParam, idRule, pickMessage, requiredText, updateOf } from './common.js';

/**
 * The analytics catalogue (P13, docs/requirements.md, "Analytics"): what a report may count
 * (measures), what it may split by (dimensions), and the definition a report builder sends. The API
 * compiles a definition into its own SQL from this catalogue; nothing else from the client reaches
 * a query. The web builds its pickers, its pivot and its chart from the same lists.
 */

// --- Measures ----------------------------------------------------------------------------------------

/**
 * Where a measure is read from; a dimension applies to some sources only:
 * - figures: the figures history of each union (members and workers as the union's record holds them);
 * - members: the member records (the only source that knows a member's gender, age, ethnicity…);
 * - unions: the unions themselves (how many, founded, dissolved);
 * - events, reports, companies: events and their registrations, membership reports, companies
 *   without a union.
 */
export const MEASURE_SOURCES = ['figures', 'members', 'unions', 'events', 'reports', 'companies'] as const;
export type MeasureSource = (typeof MEASURE_SOURCES)[number];

/**
 * stock: a figure at a moment (the end of each period; over several periods, the last one's);
 * flow: a count of what happened within the period (summed over periods).
 */
export type MeasureKind = 'stock' | 'flow';

interface MeasureSpec {
  label: string;
  source: MeasureSource;
  kind: MeasureKind;
  /** The rate is a ratio of two other measures (read with them, totalled as a ratio of totals). */
  ratioOf?: readonly [MeasureKey, MeasureKey];
  /** One sentence of what it counts, shown beside the picker and in the export. */
  hint: string;
}

export const MEASURE_KEYS = [
  'members',
  'membersMale',
  'membersFemale',
  'workers',
  'unionisationRate',
  'memberRecords',
  'newMembers',
  'leavers',
  'transfersIn',
  'transfersOut',
  'grassrootsUnions',
  'unionsFounded',
  'unionsDissolved',
  'events',
  'registrations',
  'attendance',
  'reportsFiled',
  'reportsApproved',
  'reportsLate',
  'companiesWithoutUnion',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export const MEASURES: Record<MeasureKey, MeasureSpec> = {
  members: {
    label: 'Đoàn viên',
    source: 'figures',
    kind: 'stock',
    hint: 'Số đoàn viên của các công đoàn cơ sở cuối kỳ, theo hồ sơ hoặc theo báo cáo của đơn vị',
  },
  membersMale: { label: 'Đoàn viên nam', source: 'figures', kind: 'stock', hint: 'Số đoàn viên nam cuối kỳ' },
  membersFemale: { label: 'Đoàn viên nữ', source: 'figures', kind: 'stock', hint: 'Số đoàn viên nữ cuối kỳ' },
  workers: {
    label: 'Người lao động',
    source: 'figures',
    kind: 'stock',
    hint: 'Số công nhân viên chức lao động tại các đơn vị cuối kỳ',
  },
  unionisationRate: {
    label: 'Tỷ lệ đoàn viên/lao động',
    source: 'figures',
    kind: 'stock',
    ratioOf: ['members', 'workers'],
    hint: 'Số đoàn viên chia cho số người lao động (chỉ tính khi có số lao động)',
  },
  memberRecords: {
    label: 'Đoàn viên theo hồ sơ',
    source: 'members',
    kind: 'stock',
    hint: 'Số hồ sơ đoàn viên đang sinh hoạt cuối kỳ; chia được theo giới tính, độ tuổi, dân tộc…',
  },
  newMembers: {
    label: 'Kết nạp, tiếp nhận',
    source: 'members',
    kind: 'flow',
    hint: 'Số đoàn viên được kết nạp hoặc tiếp nhận trong kỳ',
  },
  leavers: {
    label: 'Thôi sinh hoạt',
    source: 'members',
    kind: 'flow',
    hint: 'Số đoàn viên thôi sinh hoạt, bị khai trừ hoặc từ trần trong kỳ',
  },
  transfersIn: {
    label: 'Chuyển đến',
    source: 'members',
    kind: 'flow',
    hint: 'Số đoàn viên chuyển sinh hoạt đến đơn vị trong kỳ',
  },
  transfersOut: {
    label: 'Chuyển đi',
    source: 'members',
    kind: 'flow',
    hint: 'Số đoàn viên chuyển sinh hoạt khỏi đơn vị trong kỳ',
  },
  grassrootsUnions: {
    label: 'Công đoàn cơ sở',
    source: 'unions',
    kind: 'stock',
    hint: 'Số công đoàn cơ sở đang hoạt động cuối kỳ',
  },
  unionsFounded: {
    label: 'Công đoàn cơ sở thành lập mới',
    source: 'unions',
    kind: 'flow',
    hint: 'Số công đoàn cơ sở được thêm vào hệ thống trong kỳ',
  },
  unionsDissolved: {
    label: 'Công đoàn cơ sở giải thể',
    source: 'unions',
    kind: 'flow',
    hint: 'Số công đoàn cơ sở chuyển sang giải thể trong kỳ',
  },
  events: {
    label: 'Sự kiện',
    source: 'events',
    kind: 'flow',
    hint: 'Số sự kiện diễn ra trong kỳ (không tính sự kiện đã hủy)',
  },
  registrations: {
    label: 'Lượt đăng ký',
    source: 'events',
    kind: 'flow',
    hint: 'Số lượt đăng ký tham gia các sự kiện diễn ra trong kỳ (không tính lượt đã hủy)',
  },
  attendance: {
    label: 'Lượt tham dự',
    source: 'events',
    kind: 'flow',
    hint: 'Số lượt điểm danh có mặt tại các sự kiện diễn ra trong kỳ',
  },
  reportsFiled: {
    label: 'Báo cáo đã nộp',
    source: 'reports',
    kind: 'flow',
    hint: 'Số báo cáo đoàn số đã nộp của các kỳ báo cáo bắt đầu trong kỳ',
  },
  reportsApproved: {
    label: 'Báo cáo đã duyệt',
    source: 'reports',
    kind: 'flow',
    hint: 'Số báo cáo đoàn số đã được phê duyệt của các kỳ báo cáo bắt đầu trong kỳ',
  },
  reportsLate: {
    label: 'Báo cáo nộp muộn',
    source: 'reports',
    kind: 'flow',
    hint: 'Số báo cáo đoàn số nộp sau hạn của kỳ báo cáo',
  },
  companiesWithoutUnion: {
    label: 'Công ty chưa có công đoàn',
    source: 'companies',
    kind: 'stock',
    hint: 'Số doanh nghiệp chưa thành lập công đoàn cơ sở cuối kỳ',
  },
};

// --- Dimensions --------------------------------------------------------------------------------------

/** Dimensions of a union (the union a figure, a member, an event or a report belongs to). */
const UNION_DIMENSIONS = [
  'ward',
  'zone',
  'organizationType',
  'companyKind',
  'parentUnion',
  'level',
  'foundingBand',
  'union',
] as const;
/** Dimensions of a member record. */
const MEMBER_DIMENSIONS = [
  'gender',
  'ageBand',
  'ethnicity',
  'education',
  'politicalStatus',
  'cardStatus',
] as const;

export const DIMENSION_KEYS = [...UNION_DIMENSIONS, ...MEMBER_DIMENSIONS, 'period'] as const;
export type DimensionKey = (typeof DIMENSION_KEYS)[number];

export const DIMENSIONS: Record<DimensionKey, { label: string; sources: readonly MeasureSource[] }> = {
  ward: { label: 'Xã/phường', sources: ['figures', 'members', 'unions', 'events', 'reports'] },
  zone: {
    label: 'Cụm/khu công nghiệp',
    sources: ['figures', 'members', 'unions', 'events', 'reports', 'companies'],
  },
  organizationType: { label: 'Loại hình', sources: ['figures', 'members', 'unions', 'events', 'reports'] },
  companyKind: { label: 'Loại công ty', sources: ['figures', 'members', 'unions', 'events', 'reports'] },
  parentUnion: {
    label: 'Công đoàn cấp trên',
    sources: ['figures', 'members', 'unions', 'events', 'reports'],
  },
  level: { label: 'Cấp công đoàn', sources: ['figures', 'members', 'unions', 'events', 'reports'] },
  foundingBand: { label: 'Năm thành lập', sources: ['figures', 'members', 'unions', 'events', 'reports'] },
  union: { label: 'Công đoàn', sources: ['figures', 'members', 'unions', 'events', 'reports'] },
  gender: { label: 'Giới tính', sources: ['members'] },
  ageBand: { label: 'Độ tuổi', sources: ['members'] },
  ethnicity: { label: 'Dân tộc', sources: ['members'] },
  education: { label: 'Trình độ học vấn', sources: ['members'] },
  politicalStatus: { label: 'Chính trị', sources: ['members'] },
  cardStatus: { label: 'Thẻ đoàn viên', sources: ['members'] },
  period: { label: 'Thời gian', sources: MEASURE_SOURCES },
};

/** The founding-year bands (namThanhLap): [from, to) years; a union without a year is 'Chưa rõ'. */
export const FOUNDING_BANDS = [
  { key: 'truoc_2000', label: 'Trước 2000', from: null, to: 2000 },
  { key: '2000_2009', label: '2000–2009', from: 2000, to: 2010 },
  { key: '2010_2019', label: '2010–2019', from: 2010, to: 2020 },
  { key: 'tu_2020', label: 'Từ 2020', from: 2020, to: null },
] as const;

/** The key of a dimension's "no value" (a union without a ward, a member without an ethnicity). */
export const NO_VALUE_KEY = '_';
export const NO_VALUE_LABEL = 'Chưa xác định';

// --- The definition ----------------------------------------------------------------------------------

export const PERIOD_GRAINS = ['month', 'quarter', 'year'] as const;
export type PeriodGrain = (typeof PERIOD_GRAINS)[number];
export const PERIOD_GRAIN_LABELS: Record<PeriodGrain, string> = {
  month: 'Tháng',
  quarter: 'Quý',
  year: 'Năm',
};

/** The most cells (row groups × column groups × measures) one report may hold. */
export const ANALYTICS_CELLS_MAX = 50_000;
/** The longest range a report may cover, in months (10 years). */
export const ANALYTICS_MONTHS_MAX = 120;
export const ANALYTICS_MEASURES_MAX = 6;
export const ANALYTICS_FILTER_VALUES_MAX = 200;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = (label: string) =>
  z
    .string({ error: `Vui lòng chọn ${label}` })
    .regex(MONTH_PATTERN, `${label[0]!.toUpperCase()}${label.slice(1)} phải có dạng NNNN-TT (ví dụ 2025-03)`);

const measureKey = z.enum(MEASURE_KEYS, { error: 'Chỉ số không hợp lệ' });
const dimensionKey = z.enum(DIMENSION_KEYS, { error: 'Chiều phân tích không hợp lệ' });
/**
 * What a filter may name: any dimension, or `within` — a union and everything under it (the
 * dashboard's drill-down), sources of unions only.
 */
export const FILTER_KEYS = [...DIMENSION_KEYS, 'within'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const WITHIN_LABEL = 'Trong đơn vị';
const filterKey = z.enum(FILTER_KEYS, { error: 'Bộ lọc không hợp lệ' });
const dimensionValue = z.string().trim().min(1).max(40, 'Giá trị lọc quá dài');

export const analyticsDefinition = z
  .object(
    {
      measures: z
        .array(measureKey, { error: 'Vui lòng chọn chỉ số' })
        .min(1, 'Vui lòng chọn ít nhất một chỉ số')
        .max(ANALYTICS_MEASURES_MAX, `Chọn tối đa ${ANALYTICS_MEASURES_MAX} chỉ số`),
      rows: z.array(dimensionKey).max(2, 'Hàng chia tối đa theo 2 chiều').default([]),
      columns: z.array(dimensionKey).max(1, 'Cột chia tối đa theo 1 chiều').default([]),
      filters: z
        .array(
          z.object({
            dimension: filterKey,
            values: z
              .array(dimensionValue)
              .min(1, 'Vui lòng chọn giá trị lọc')
              .max(
                ANALYTICS_FILTER_VALUES_MAX,
                `Lọc tối đa ${ANALYTICS_FILTER_VALUES_MAX} giá trị một chiều`,
              ),
          }),
        )
        .max(8, 'Tối đa 8 bộ lọc')
        .default([]),
      grain: z.enum(PERIOD_GRAINS, { error: 'Kỳ thống kê không hợp lệ' }).default('month'),
      from: month('tháng bắt đầu'),
      to: month('tháng kết thúc'),
      /** Also the same cells one year earlier. */
      compare: z.boolean().default(false),
      chart: z.enum(['bar', 'line', 'stacked', 'none']).default('bar'),
    },
    { error: pickMessage('định nghĩa báo cáo') },
  )
  .superRefine((d, ctx) => {
    const used = [...d.rows, ...d.columns];
    if (new Set(used).size !== used.length)
      ctx.addIssue({ code: 'custom', path: ['rows'], message: 'Mỗi chiều chỉ dùng một lần' });
    if (new Set(d.measures).size !== d.measures.length)
      ctx.addIssue({ code: 'custom', path: ['measures'], message: 'Mỗi chỉ số chỉ chọn một lần' });
    if (d.from > d.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Tháng kết thúc phải sau tháng bắt đầu' });
    else if (monthsBetween(d.from, d.to) > ANALYTICS_MONTHS_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Khoảng thời gian tối đa ${ANALYTICS_MONTHS_MAX / 12} năm`,
      });
    if (d.filters.some((f) => f.dimension === 'period'))
      ctx.addIssue({
        code: 'custom',
        path: ['filters'],
        message: 'Chọn thời gian bằng tháng bắt đầu và kết thúc',
      });
    for (const dimension of [...used, ...d.filters.map((f) => f.dimension)]) {
      const { label, sources } =
        dimension === 'within'
          ? { label: WITHIN_LABEL, sources: DIMENSIONS.union.sources }
          : DIMENSIONS[dimension];
      const misfit = d.measures.find((m) => !sources.includes(MEASURES[m].source));
      if (misfit)
        ctx.addIssue({
          code: 'custom',
          path: ['measures'],
          message: `Chỉ số «${MEASURES[misfit].label}» không chia được theo «${label}»`,
        });
    }
  });
export type AnalyticsDefinition = z.infer<typeof analyticsDefinition>;
export type AnalyticsDefinitionInput = z.input<typeof analyticsDefinition>;

/** Months from `from` to `to` inclusive ('2025-01'…'2025-03' is 3). */
export function monthsBetween(from: string, to: string) {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** The query string of a report: its definition as one JSON parameter, so a link reproduces it. */
export const analyticsQuery = z.object({
  d: z
    .string({ error: 'Thiếu định nghĩa báo cáo' })
    .max(8_000, 'Định nghĩa báo cáo quá dài')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Định nghĩa báo cáo không hợp lệ' });
        return z.NEVER;
      }
    })
    .pipe(analyticsDefinition),
});

// --- The answer --------------------------------------------------------------------------------------

/** One value of a dimension: its key (an id, a code, '2025-03', NO_VALUE_KEY) and what it is called. */
export const dimensionMember = z.object({ key: z.string(), label: z.string() });
export type DimensionMember = z.infer<typeof dimensionMember>;

/**
 * One cell group: the keys of the definition's rows then columns dimensions, in order, and the value
 * of each measure read (the ratio measures' parts included), with, when compared, the values of the
 * same cell a year earlier.
 */
export const analyticsCell = z.object({
  keys: z.array(z.string()),
  values: z.record(z.string(), z.number()),
  previous: z.record(z.string(), z.number()).optional(),
});
export type AnalyticsCell = z.infer<typeof analyticsCell>;

export const analyticsResult = z.object({
  definition: analyticsDefinition,
  /** Whose figures these are: 'Toàn tỉnh', a ward, a union and its subtree. */
  scope: z.string(),
  generatedAt: z.string(),
  /** Each used dimension's members, in display order. */
  members: z.record(z.string(), z.array(dimensionMember)),
  cells: z.array(analyticsCell),
});
export type AnalyticsResult = z.infer<typeof analyticsResult>;

// --- Saved definitions -------------------------------------------------------------------------------

export const savedReportBody = z.object({
  name: requiredText('tên báo cáo', 150),
  description: z.string().trim().max(500, 'Tối đa 500 ký tự').nullish(),
  definition: analyticsDefinition,
  /** Roles the report is shared with; empty: only its author sees it. */
  sharedRoleIds: z
    .array(idRule('Vai trò không hợp lệ'), { error: 'Danh sách vai trò không hợp lệ' })
    .max(50, 'Chia sẻ tối đa 50 vai trò')
    .default([]),
});
export type SavedReportBody = z.infer<typeof savedReportBody>;

/** PUT analytics/saved/update: the id and the fields that change; a field left out keeps its value. */
export const savedReportUpdateBody = updateOf(savedReportBody).extend({ id: idParam });
export type SavedReportUpdateBody = z.infer<typeof savedReportUpdateBody>;

export const savedReportIdQuery = z.object({ id: idParam });

/** A saved report as its author or a viewer it is shared with reads it. */
export const savedReportItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  definition: analyticsDefinition,
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** The caller is its author: only the author edits, shares or deletes it. */
  canEdit: z.boolean(),
  sharedRoles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReportItem = z.infer<typeof savedReportItem>;

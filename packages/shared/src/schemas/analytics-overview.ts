import { z } from 'zod';

/**
 * GET /analytics/overview (statistics/overview): the caller's scope at a glance today — summary
 * figures, then blocks, each one table (its chart draws the same rows; its Excel export is that
 * table, GET /analytics/overview/export?block=).
 */

export const OVERVIEW_BLOCKS = [
  'unionsByType',
  'unionsByCompanyKind',
  'unionsByDecade',
  'unionsByLevel',
  'membersByGender',
  'membersByAge',
  'membersByEthnicity',
  'membersByEducation',
  'membersByTenure',
  'staffByPosition',
  'staffByTerm',
] as const;
export type OverviewBlock = (typeof OVERVIEW_BLOCKS)[number];

/** Each block's title (the chart's, the image's and the workbook's) and the head of its first column. */
export const OVERVIEW_BLOCK_TITLES: Record<OverviewBlock, { title: string; rowTitle: string }> = {
  unionsByType: { title: 'Công đoàn cơ sở theo loại hình', rowTitle: 'Loại hình' },
  unionsByCompanyKind: { title: 'Công đoàn cơ sở theo loại công ty', rowTitle: 'Loại công ty' },
  unionsByDecade: { title: 'Công đoàn cơ sở theo thập niên thành lập', rowTitle: 'Thập niên thành lập' },
  unionsByLevel: { title: 'Tổ chức công đoàn theo cấp', rowTitle: 'Cấp' },
  membersByGender: { title: 'Đoàn viên theo giới tính', rowTitle: 'Giới tính' },
  membersByAge: { title: 'Tháp tuổi đoàn viên', rowTitle: 'Nhóm tuổi' },
  membersByEthnicity: { title: 'Đoàn viên theo dân tộc', rowTitle: 'Dân tộc' },
  membersByEducation: { title: 'Đoàn viên theo trình độ học vấn', rowTitle: 'Trình độ học vấn' },
  membersByTenure: { title: 'Đoàn viên theo số năm tham gia công đoàn', rowTitle: 'Số năm tham gia' },
  staffByPosition: { title: 'Cán bộ công đoàn theo chức vụ', rowTitle: 'Chức vụ' },
  staffByTerm: { title: 'Cán bộ công đoàn theo nhiệm kỳ', rowTitle: 'Nhiệm kỳ' },
};

/** Years of membership (from the admission date): [from, to) in whole years; no date: 'Chưa rõ'. */
export const MEMBER_TENURE_BANDS = [
  { label: 'Dưới 1 năm', years: [0, 1] },
  { label: 'Từ 1 đến dưới 5 năm', years: [1, 5] },
  { label: 'Từ 5 đến dưới 10 năm', years: [5, 10] },
  { label: 'Từ 10 đến dưới 20 năm', years: [10, 20] },
  { label: 'Từ 20 năm trở lên', years: [20, null] },
] as const satisfies readonly { label: string; years: readonly [number, number | null] }[];
export const TENURE_UNKNOWN = 'Chưa rõ';
/** The ethnicity block lists this many, largest first, and the rest as one row. */
export const OVERVIEW_ETHNICITY_TOP = 10;
export const OTHER_BUCKET = 'Khác';

export const STAFF_TERM_LABELS = {
  current: 'Đang trong nhiệm kỳ',
  ended: 'Đã hết nhiệm kỳ',
  none: 'Chưa có thời gian nhiệm kỳ',
} as const;

export const overviewRow = z.object({
  name: z.string(),
  /** One number a column, in the order of the table's columns. */
  values: z.array(z.number().int()),
});
export type OverviewRow = z.infer<typeof overviewRow>;

export const overviewTable = z.object({
  block: z.enum(OVERVIEW_BLOCKS),
  title: z.string(),
  rowTitle: z.string(),
  /** The heads of the number columns ('Số công đoàn', or 'Nam', 'Nữ' for the pyramid). */
  columns: z.array(z.string()),
  rows: z.array(overviewRow),
});
export type OverviewTable = z.infer<typeof overviewTable>;

export const overviewSummary = z.object({
  /** Active grassroots unions. */
  unions: z.number().int(),
  /** Their members and workers, as each union's figures stand today (the dashboard's). */
  members: z.number().int(),
  membersFemale: z.number().int(),
  /** Women among the members, in percent (one decimal); null without members. */
  femaleRate: z.number().nullable(),
  workers: z.number().int(),
  /** Members / workers, in percent (one decimal); null without workers. */
  unionisationRate: z.number().nullable(),
  /** Member records in activity (đang sinh hoạt): what the member blocks count. */
  memberRecords: z.number().int(),
  /** Union staff. */
  staff: z.number().int(),
});
export type OverviewSummary = z.infer<typeof overviewSummary>;

export const analyticsOverview = z.object({
  /** The caller's scope as the page, the image and the workbook name it: 'Toàn tỉnh', a ward, a union. */
  scope: z.string(),
  /** Today in Việt Nam, 'YYYY-MM-DD'. */
  date: z.string(),
  summary: overviewSummary,
  tables: z.array(overviewTable),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverview>;

export const overviewExportQuery = z.object({
  block: z.enum(OVERVIEW_BLOCKS, { error: 'Khối thống kê không hợp lệ' }),
});
export type OverviewExportQuery = z.infer<typeof overviewExportQuery>;

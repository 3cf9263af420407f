import {
  type AppAction,
  type AppSubject,
  MEMBER_IMPORT_FILE_NAME,
  ORGANIZATION_REPORT_FILE_NAME,
  ORGANIZATION_TEMPLATE_FILE_NAME,
} from '@congdoan/shared';
import { api } from '../../../../lib/api';
import type { ApiClient, DownloadProgress, QueryParams } from '../../../../lib/api-client';

/**
 * Every download the product has, in one catalogue (the page 'Xuất báo cáo'): each names the
 * route it calls, the right that route asks (an item the caller may not download is not shown),
 * the pickers its route reads, and one sentence of what the file holds.
 */

export const EXPORT_GROUPS = [
  'Công đoàn cơ sở',
  'Đoàn viên',
  'Báo cáo đoàn số',
  'Sự kiện',
  'Người dùng',
  'Mẫu nhập Excel',
] as const;
export type ExportGroup = (typeof EXPORT_GROUPS)[number];

/** The pickers an item may offer, each bound to one query parameter. */
export type ExportFilter =
  | 'xaPhuongId'
  | 'cumKhuCnId'
  | 'organizationId'
  | 'ngayThongKe'
  | 'organizationStatus'
  | 'memberStatus'
  | 'kyBaoCaoId'
  | 'suKienId'
  | 'registrationState';

/** What the pickers hold: ids, a 'YYYY-MM-DD' day, a status code. */
export type ExportValues = Partial<Record<ExportFilter, number | string | null>>;

export interface ExportItem {
  key: string;
  group: ExportGroup;
  title: string;
  /** One sentence: what the file contains. */
  description: string;
  permission: { action: AppAction; subject: AppSubject };
  filters: readonly ExportFilter[];
  /** The pickers that must hold a value before the button is offered. */
  required?: readonly ExportFilter[];
  path: string;
  /** The name the file gets when the server names none. */
  fileName: string;
  /** The query its route reads, from the pickers' values. */
  query?: (v: ExportValues) => QueryParams;
}

const cdcsQuery = (v: ExportValues): QueryParams => ({
  xaPhuongId: v.xaPhuongId,
  cumKhuCnId: v.cumKhuCnId,
  status: v.organizationStatus,
});

export const EXPORTS: readonly ExportItem[] = [
  {
    key: 'cdcs-report',
    group: 'Công đoàn cơ sở',
    title: 'Báo cáo danh sách công đoàn cơ sở',
    description:
      'Các công đoàn cơ sở trong phạm vi của bạn, xếp theo xã/phường rồi cụm/KCN, với số người lao động, số đoàn viên và dòng cộng của từng nhóm.',
    permission: { action: 'download_report', subject: 'organization' },
    filters: ['xaPhuongId', 'cumKhuCnId', 'organizationStatus'],
    path: 'organization/export-report',
    fileName: ORGANIZATION_REPORT_FILE_NAME,
    query: cdcsQuery,
  },
  {
    key: 'cdcs-as-at',
    group: 'Công đoàn cơ sở',
    title: 'Báo cáo công đoàn cơ sở tại một ngày',
    description:
      'Các công đoàn cơ sở đã có vào ngày chọn, với số đoàn viên và người lao động đúng như ngày đó theo lịch sử số liệu (bỏ trống ngày: hôm nay).',
    permission: { action: 'download_report', subject: 'organization' },
    filters: ['xaPhuongId', 'cumKhuCnId', 'ngayThongKe'],
    path: 'report/export-bao-cao-cdcs',
    fileName: ORGANIZATION_REPORT_FILE_NAME,
    query: (v) => ({ xaPhuongId: v.xaPhuongId, cumKhuCnId: v.cumKhuCnId, ngayThongKe: v.ngayThongKe }),
  },
  {
    key: 'members',
    group: 'Đoàn viên',
    title: 'Danh sách đoàn viên',
    description:
      'Hồ sơ các đoàn viên trong phạm vi (họ tên, ngày sinh, giới tính, đơn vị, ngày vào công đoàn, trạng thái), theo đơn vị (gồm đơn vị trực thuộc) và trạng thái đã chọn.',
    permission: { action: 'read', subject: 'member' },
    filters: ['organizationId', 'memberStatus'],
    path: 'member/export',
    fileName: 'DanhSachDoanVien.xlsx',
    query: (v) => ({
      organizationId: v.organizationId,
      includeChildren: v.organizationId ? 'true' : undefined,
      status: v.memberStatus,
    }),
  },
  {
    key: 'occurrence',
    group: 'Báo cáo đoàn số',
    title: 'Báo cáo đoàn số theo kỳ',
    description:
      'Số đoàn viên và người lao động mà từng đơn vị đã báo cáo trong kỳ chọn, kèm tình trạng nộp và duyệt, sẵn để in.',
    permission: { action: 'read', subject: 'membership-report' },
    filters: ['kyBaoCaoId', 'xaPhuongId', 'cumKhuCnId'],
    required: ['kyBaoCaoId'],
    path: 'bao-cao-doan-so-theo-ky/xuat-excel',
    fileName: 'BaoCaoDoanSo.xlsx',
    query: (v) => ({ kyBaoCaoId: v.kyBaoCaoId, xaPhuongId: v.xaPhuongId, cumKhuCnId: v.cumKhuCnId }),
  },
  {
    key: 'registrations',
    group: 'Sự kiện',
    title: 'Danh sách đăng ký sự kiện',
    description:
      'Người đăng ký các sự kiện bạn quản lý (sự kiện, họ tên, đơn vị, trạng thái đăng ký, điểm danh), của một sự kiện hoặc tất cả.',
    permission: { action: 'read', subject: 'event' },
    filters: ['suKienId', 'registrationState'],
    path: 'dang-ky-su-kien/export',
    fileName: 'DanhSachDangKySuKien.xlsx',
    query: (v) => ({ suKienId: v.suKienId, trangThai: v.registrationState }),
  },
  {
    key: 'users-template',
    group: 'Người dùng',
    title: 'Mẫu nhập người dùng',
    description:
      'Tệp mẫu để tạo nhiều tài khoản một lần: một dòng ví dụ với đơn vị của bạn và các vai trò bạn được cấp.',
    permission: { action: 'create', subject: 'user' },
    filters: [],
    path: 'user/download-template',
    fileName: 'mau_nhap_nguoi_dung.xlsx',
  },
  {
    key: 'organizations-template',
    group: 'Mẫu nhập Excel',
    title: 'Mẫu nhập công đoàn cơ sở',
    description:
      'Tệp mẫu để nhập nhiều công đoàn cơ sở: tên cột ở dòng 2, một dòng ví dụ, danh mục chọn sẵn và hướng dẫn.',
    permission: { action: 'download_sample', subject: 'organization' },
    filters: [],
    path: 'organization/download-template',
    fileName: ORGANIZATION_TEMPLATE_FILE_NAME,
  },
  {
    key: 'members-template',
    group: 'Mẫu nhập Excel',
    title: 'Mẫu nhập đoàn viên',
    description: 'Tệp mẫu để nhập nhiều đoàn viên, với các công đoàn trong phạm vi của bạn và các danh mục.',
    permission: { action: 'download_sample', subject: 'member' },
    filters: [],
    path: 'member/download-template',
    fileName: MEMBER_IMPORT_FILE_NAME,
  },
  {
    key: 'companies-template',
    group: 'Mẫu nhập Excel',
    title: 'Mẫu nhập công ty chưa có công đoàn',
    description: 'Tệp mẫu để nhập các công ty chưa có công đoàn, mỗi cụm/KCN một trang, kèm hướng dẫn.',
    permission: { action: 'download_sample', subject: 'organization' },
    filters: [],
    path: 'cong-ty-chua-co-cd/download-template',
    fileName: 'mau_cong_ty_chua_co_cong_doan.xlsx',
  },
];

/** The items a caller may download (the same right as each one's route). */
export const exportsFor = (can: (action: AppAction, subject: AppSubject) => boolean) =>
  EXPORTS.filter((item) => can(item.permission.action, item.permission.subject));

/** GET the item's file with the pickers' values, telling `onProgress` the bytes received. */
export const downloadExport = (
  item: ExportItem,
  values: ExportValues,
  onProgress?: DownloadProgress,
  client: Pick<ApiClient, 'download'> = api,
) => client.download(item.path, { query: item.query?.(values), fileName: item.fileName, onProgress });

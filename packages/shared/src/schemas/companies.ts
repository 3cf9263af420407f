import { z } from 'zod';
import {
  blankToUndefined,
  clearableText,
  idParam,
  nullableId,
  numberedPageOf,
  optionalId,
  pageQuery,
  requiredId,
  requiredText,
  updateOf,
} from './common.js';
import { customFieldValues, organizationFields } from './organizations.js';

/**
 * Companies without a union (công ty chưa có công đoàn, `cong-ty-chua-co-cd`): companies of the
 * industrial zones that have no grassroots union yet, the targets for founding new ones. Paths,
 * field names and messages are the deployed system's (docs/requirements.md, "Companies without a
 * union").
 */

export const COMPANY_NAME_MAX = 255;
export const COMPANY_ADDRESS_MAX = 500;
export const COMPANY_NOTE_MAX = 1000;
/** GET cong-ty-chua-co-cd/all answers at most this many (by name). */
export const COMPANY_ALL_MAX = 2000;
/** A company without a zone, as the statistics name its group. */
export const COMPANY_UNCLASSIFIED_LABEL = 'Chưa phân loại';
export const COMPANY_DELETED_MESSAGE = 'Xóa công ty thành công';

const companyName = requiredText('tên công ty', COMPANY_NAME_MAX);

/** The fields an officer edits; `ten` and `cumKCNId` as the deployed clients send them. */
export const companyFields = z.object({
  ten: companyName,
  /** The industrial zone (cụm/khu công nghiệp); none: 'Chưa phân loại'. */
  cumKCNId: nullableId,
  diaChi: clearableText(COMPANY_ADDRESS_MAX),
  ghiChu: clearableText(COMPANY_NOTE_MAX),
});
export const companyCreateBody = companyFields;
export type CompanyCreateBody = z.infer<typeof companyCreateBody>;
/** PUT cong-ty-chua-co-cd/{id}: the fields given change, the others stay (an `id` in the body is ignored). */
export const companyUpdateBody = updateOf(companyFields);
export type CompanyUpdateBody = z.infer<typeof companyUpdateBody>;
export const companyIdParams = z.object({ id: idParam });

export const companyListQuery = pageQuery.extend({ cumKCNId: optionalId });
export type CompanyListQuery = z.infer<typeof companyListQuery>;

export const companyItem = z.object({
  id: z.number().int(),
  ten: z.string(),
  cumKCNId: z.number().int().nullable(),
  cumKhuCongNghiepTen: z.string().nullable(),
  diaChi: z.string().nullable(),
  ghiChu: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyItem = z.infer<typeof companyItem>;

/** GET cong-ty-chua-co-cd: one page, newest first, with its paging (as the event lists carry it). */
export const companyPage = numberedPageOf(companyItem);
export type CompanyPage = z.infer<typeof companyPage>;

/** DELETE cong-ty-chua-co-cd/{id}: the deployed message beside our `success`. */
export const companyDeleteResult = z.object({ success: z.literal(true), message: z.string() });

/** GET cong-ty-chua-co-cd/thong-ke-theo-cum-khu: companies by zone. */
export const companyZoneCount = z.object({
  cumKCNId: z.number().int().nullable(),
  cumKhuCongNghiepTen: z.string(),
  soLuongCongTy: z.number().int(),
});
export type CompanyZoneCount = z.infer<typeof companyZoneCount>;

/**
 * GET cong-ty-chua-co-cd/thong-ke-cong-ty-va-organization: by zone, the companies without a union
 * beside the active grassroots unions the caller sees there.
 */
export const companyZoneComparison = companyZoneCount.extend({
  soLuongOrganization: z.number().int(),
  tongSo: z.number().int(),
});
export type CompanyZoneComparison = z.infer<typeof companyZoneComparison>;

/**
 * POST cong-ty-chua-co-cd/{id}/thanh-lap: a union was founded at the company. The new grassroots
 * union takes the company's name, zone and address; the body gives its parent (required: a
 * grassroots union is never a root) and, optionally, what the organisation form would.
 */
export const companyFoundBody = organizationFields
  .pick({
    code: true,
    xaPhuongId: true,
    loaiHinh: true,
    loaiCongTy: true,
    namThanhLap: true,
    chairName: true,
    phoneNumber: true,
    email: true,
    workerCount: true,
    memberCount: true,
  })
  .extend({
    organizationParentId: requiredId('Vui lòng chọn đơn vị cấp trên'),
    customFields: z.preprocess(blankToUndefined, customFieldValues.optional()),
  });
export type CompanyFoundBody = z.infer<typeof companyFoundBody>;

/** The grassroots union a founding made (its page is `/trade-union/organizations/detail/{id}`). */
export const foundedOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  organizationParentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  xaPhuongId: z.number().int().nullable(),
  xaPhuongName: z.string().nullable(),
  cumKhuCnId: z.number().int().nullable(),
  cumKhuCnName: z.string().nullable(),
});
export type FoundedOrganization = z.infer<typeof foundedOrganization>;

// --- Import -----------------------------------------------------------------------------------------

/** One sheet per zone (its name is the zone's), at most this many. */
export const COMPANY_IMPORT_MAX_SHEETS = 200;
export const COMPANY_IMPORT_MAX_ROWS = 10_000;
export const COMPANY_IMPORT_FILE_NAME = 'mau_cong_ty_chua_co_cong_doan.xlsx';
export const COMPANY_IMPORT_HEADERS = { stt: 'STT', ten: 'Tên công ty' } as const;
export const COMPANY_IMPORT_MESSAGES = {
  done: 'Import thành công',
  doneWithSkips: 'Import hoàn tất với một số lỗi',
  noFirstRow: 'Không tìm thấy dòng bắt đầu với STT = 1',
  blankName: 'Tên công ty không được để trống',
  exists: (name: string) => `Công ty "${name}" đã tồn tại trong hệ thống`,
} as const;

/**
 * The deployed answer: `errors` by sheet, then by Excel row, lists the companies already known
 * (skipped, never duplicated); any other problem refuses the whole file (400 import_has_errors).
 */
export const companyImportResult = z.object({
  message: z.string(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  errors: z.record(z.string(), z.record(z.string(), z.array(z.string()))),
  createdIds: z.array(z.number().int()),
  newCumKhuCount: z.number().int(),
  newCumKhuNames: z.array(z.string()),
});
export type CompanyImportResult = z.infer<typeof companyImportResult>;

import { z } from 'zod';
import { toSearchText } from '../search.js';
import {
  CATEGORY_CODE_MAX,
  CATEGORY_DESCRIPTION_MAX,
  type IndustrialZoneItem,
  industrialZoneCreateBody,
  industrialZoneItem,
  industrialZoneUpdateBody,
  POSITION_SORT_ORDER_MAX,
  type PositionItem,
  positionCreateBody,
  positionItem,
  positionUpdateBody,
  type WardItem,
  type WardKind,
  wardCreateBody,
  wardItem,
  wardUpdateBody,
} from './categories.js';
import { dataOf, foldDeployedNames, idParam, numberedPageOf, optionalId, optionalText } from './common.js';
import { type StaffItem, staffCreateBody, staffItem, staffUpdateBody } from './staff.js';

/**
 * The deployed system's clients at our paths (docs/compatibility.md): `chuc-vu`, `xa-phuong`,
 * `cum-khu-cong-nghiep` and the `staff` calls, with its field names accepted on the way in and
 * answered beside ours on the way out, inside our `{ data }` envelope (docs/decisions.md, "The
 * deployed shapes inside our envelope"). Each request here is our own schema with the deployed
 * names mapped onto ours before it checks the body, so the same services answer both.
 */

type Body = Record<string, unknown>;
const isBody = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `schema` reached under the deployed names too: each deployed key's value moves to our key
 * (ours absent); both given with different values is refused, naming the deployed field. `more`
 * then fills what the deployed body has no field for (a derived code, a default order).
 */
export function withDeployedNames<S extends z.ZodType>(
  names: Record<string, string>,
  schema: S,
  more: (body: Body) => void = () => {},
) {
  return z.preprocess((input, ctx) => {
    if (!isBody(input)) return input;
    const body: Body = { ...input };
    foldDeployedNames(body, names, ctx);
    more(body);
    return body;
  }, schema);
}

/**
 * A category's code made from its name for a deployed client, which has no code: the name without
 * accents, words joined by '-' ('Phường Hiến Nam' → 'phuong-hien-nam'); a longer one is cut and
 * ends with 4 characters of a hash of the whole name, so two long names sharing a start differ.
 */
export function codeFromName(name: string): string {
  const slug = toSearchText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= CATEGORY_CODE_MAX) return slug;
  let hash = 0x811c9dc5;
  for (const ch of slug) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  const tail = hash.toString(36).padStart(4, '0').slice(-4);
  return `${slug.slice(0, CATEGORY_CODE_MAX - 5).replace(/-+$/, '')}-${tail}`;
}

/** A ward's kind read from the first words of its name ('Phường …', 'Xã …', 'Đặc khu …'), if they say it. */
export function wardKindFromName(name: string): WardKind | undefined {
  const text = toSearchText(name);
  if (text.startsWith('phuong ')) return 'phuong';
  if (text.startsWith('xa ')) return 'xa';
  if (text.startsWith('dac khu ')) return 'dac_khu';
  return undefined;
}
export const WARD_KIND_UNKNOWN_MESSAGE = "Tên xã/phường cần bắt đầu bằng 'Xã', 'Phường' hoặc 'Đặc khu'";

/** A deployed text field that has no column here: accepted (checked), answered as null. */
const unstoredText = (what: string) =>
  optionalText(CATEGORY_DESCRIPTION_MAX).describe(`${what} (hệ thống đang chạy; không lưu)`);

/** PATCH {path}/{id}: the deployed clients repeat the id in the body; the path's wins. */
const bodyId = { id: optionalId };

/** A deployed delete: our `success` beside its message. */
export const deployedDeleteResult = z.object({ success: z.literal(true), message: z.string() });
export const deployedIdParams = z.object({ id: idParam });

// --- chuc-vu → positions ----------------------------------------------------------------------------

const chucVuNames = { tenChucVu: 'name' };
const chucVuFields = {
  tenChucVu: z.string().optional().describe('Tên khác của name'),
  moTa: unstoredText('Mô tả'),
};

/**
 * POST chuc-vu: `tenChucVu` or `name`; `moTa` has no column (positions keep a name and an order).
 * The deployed client sends no order: such a position goes last (POSITION_SORT_ORDER_MAX), by name.
 */
export const chucVuCreateBody = withDeployedNames(
  chucVuNames,
  positionCreateBody.extend(chucVuFields),
  (b) => {
    if (b.sortOrder === undefined || b.sortOrder === null || b.sortOrder === '') {
      b.sortOrder = POSITION_SORT_ORDER_MAX;
    }
  },
);
/** PATCH chuc-vu/{id}: the fields given (an update of positions). */
export const chucVuUpdateBody = withDeployedNames(
  chucVuNames,
  positionUpdateBody.extend({ ...chucVuFields, ...bodyId }),
);
export const chucVuItem = positionItem.extend({ tenChucVu: z.string(), moTa: z.string().nullable() });
export type ChucVuItem = z.infer<typeof chucVuItem>;
export const toChucVu = (p: PositionItem): ChucVuItem => ({ ...p, tenChucVu: p.name, moTa: null });
export const chucVuPage = dataOf(numberedPageOf(chucVuItem));

// --- xa-phuong → wards ------------------------------------------------------------------------------

const xaPhuongNames = { ten: 'name' };
const xaPhuongFields = {
  ten: z.string().optional().describe('Tên khác của name'),
  moTa: unstoredText('Mô tả'),
};

/**
 * POST xa-phuong: `ten` or `name`; the code made from the name unless given; the kind read from the
 * name ('Phường …') unless given, refused when the name does not say it; `moTa` has no column.
 */
export const xaPhuongCreateBody = z
  .preprocess(
    (input, ctx) => {
      if (!isBody(input)) return input;
      const name = input.name ?? input.ten;
      if (input.kind === undefined && typeof name === 'string' && name.trim() && !wardKindFromName(name)) {
        ctx.addIssue({ code: 'custom', path: ['ten'], message: WARD_KIND_UNKNOWN_MESSAGE });
      }
      return input;
    },
    withDeployedNames(xaPhuongNames, wardCreateBody.extend(xaPhuongFields), (b) => {
      if (typeof b.name !== 'string') return;
      if (b.code === undefined || b.code === null || b.code === '') b.code = codeFromName(b.name);
      if (b.kind === undefined) b.kind = wardKindFromName(b.name);
    }),
  )
  .describe('Xã/phường theo tên trường của hệ thống đang chạy (ten, moTa) hoặc của hệ thống này');
/** PATCH xa-phuong/{id}: a new name that says its kind ('Xã …') changes the kind too; the code stays. */
export const xaPhuongUpdateBody = withDeployedNames(
  xaPhuongNames,
  wardUpdateBody.extend({ ...xaPhuongFields, ...bodyId }),
  (b) => {
    if (b.kind === undefined && typeof b.name === 'string') b.kind = wardKindFromName(b.name);
  },
);
export const xaPhuongItem = wardItem.extend({ ten: z.string(), moTa: z.string().nullable() });
export type XaPhuongItem = z.infer<typeof xaPhuongItem>;
export const toXaPhuong = (w: WardItem): XaPhuongItem => ({ ...w, ten: w.name, moTa: null });
export const xaPhuongPage = dataOf(numberedPageOf(xaPhuongItem));

// --- cum-khu-cong-nghiep → industrial zones ---------------------------------------------------------

const cumKhuNames = { ten: 'name', moTa: 'description' };
const cumKhuFields = {
  ten: z.string().optional().describe('Tên khác của name'),
  moTa: z.string().nullable().optional().describe('Tên khác của description'),
  diaChi: unstoredText('Địa chỉ'),
};

/** POST cum-khu-cong-nghiep: `ten`/`moTa` or `name`/`description`; the code made from the name unless given; `diaChi` has no column. */
export const cumKhuCreateBody = withDeployedNames(
  cumKhuNames,
  industrialZoneCreateBody.extend(cumKhuFields),
  (b) => {
    if (typeof b.name === 'string' && (b.code === undefined || b.code === null || b.code === '')) {
      b.code = codeFromName(b.name);
    }
  },
);
export const cumKhuUpdateBody = withDeployedNames(
  cumKhuNames,
  industrialZoneUpdateBody.extend({ ...cumKhuFields, ...bodyId }),
);
export const cumKhuItem = industrialZoneItem.extend({
  ten: z.string(),
  moTa: z.string().nullable(),
  diaChi: z.string().nullable(),
});
export type CumKhuItem = z.infer<typeof cumKhuItem>;
export const toCumKhu = (zone: IndustrialZoneItem): CumKhuItem => ({
  ...zone,
  ten: zone.name,
  moTa: zone.description,
  diaChi: null,
});
export const cumKhuPage = dataOf(numberedPageOf(cumKhuItem));

// --- staff ------------------------------------------------------------------------------------------

const staffNames = { name: 'fullName', phone: 'phoneNumber', chucVuId: 'positionId' };
const staffDeployedFields = {
  name: z.string().optional().describe('Tên khác của fullName'),
  phone: z.string().nullable().optional().describe('Tên khác của phoneNumber'),
  chucVuId: z.unknown().optional().describe('Tên khác của positionId'),
};

/** POST staff/create: our fields, or the deployed `name`, `phone`, `chucVuId` (`organizationId` is the same). */
export const staffCreateRequest = withDeployedNames(
  staffNames,
  staffCreateBody.safeExtend(staffDeployedFields),
);
/** PUT and POST staff/update: the fields given, under either name. */
export const staffUpdateRequest = withDeployedNames(
  staffNames,
  staffUpdateBody.safeExtend(staffDeployedFields),
);
/** GET staff/detail, POST staff/delete: `staffId`, or `StaffId` as the deployed clients send it. */
export const staffIdRequest = withDeployedNames(
  { StaffId: 'staffId' },
  z.object({ staffId: idParam, StaffId: z.unknown().optional().describe('Tên khác của staffId') }),
);
export const deployedStaffItem = staffItem.extend({
  name: z.string(),
  phone: z.string().nullable(),
  chucVuId: z.number().int().nullable(),
});
export type DeployedStaffItem = z.infer<typeof deployedStaffItem>;
/** A staff record with the deployed names beside ours. */
export const toDeployedStaff = (s: StaffItem): DeployedStaffItem => ({
  ...s,
  name: s.fullName,
  phone: s.phoneNumber,
  chucVuId: s.positionId,
});
export const STAFF_IMAGE_NOT_SERVED_MESSAGE = 'Hệ thống không lưu ảnh cán bộ công đoàn';

// --- user/import-with-zalo-link ---------------------------------------------------------------------

/**
 * What became of one row's Zalo link: linked now; already linked to this follower; the follower
 * with that phone linked to someone else; the user linked to another follower; no follower with
 * that phone (among those the caller sees); no phone on the row; the caller may not link.
 */
export const ZALO_LINK_OUTCOMES = [
  'linked',
  'already_linked',
  'follower_taken',
  'user_taken',
  'not_found',
  'no_phone',
  'not_allowed',
] as const;
export type ZaloLinkOutcome = (typeof ZALO_LINK_OUTCOMES)[number];

export const zaloLinkRow = z.object({
  row: z.number().int(),
  userId: z.number().int(),
  phone: z.string().nullable(),
  outcome: z.enum(ZALO_LINK_OUTCOMES),
  zaloAccountId: z.number().int().nullable(),
  message: z.string(),
});
export type ZaloLinkRow = z.infer<typeof zaloLinkRow>;

/**
 * POST user/import-with-zalo-link: our import's counts, the deployed answer's (`message`,
 * `successCount`, `errorCount`, `zaloLinkedCount`, `zaloNotFoundCount`, `summary`) and the link of
 * every row written. A file with errors writes nothing (400 import_has_errors), so `errorCount` is 0.
 */
export const userZaloImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  message: z.string(),
  successCount: z.number().int(),
  errorCount: z.number().int(),
  createdIds: z.array(z.number().int()),
  zaloLinkedCount: z.number().int(),
  zaloNotFoundCount: z.number().int(),
  summary: z.string(),
  zaloLinks: z.array(zaloLinkRow),
});
export type UserZaloImportResult = z.infer<typeof userZaloImportResult>;

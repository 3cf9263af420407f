import { z } from 'zod';
import {
  blankToUndefined,
  clearableText,
  idParam,
  nullableId,
  optionalId,
  pageQuery,
  requiredText,
  sortQuery,
  updateOf,
} from './common.js';

/**
 * The boards of a union a position sits on (spec §3 executiveBoard, standingBoard, auditCommittee,
 * leadership): the executive committee (BCH), its standing committee, the inspection committee
 * (UBKT) and the leaders. A union's boards for a term are its staff whose position sits on each.
 */
export const UNION_BOARDS = ['bch', 'thuong_vu', 'ubkt', 'lanh_dao'] as const;
export type UnionBoard = (typeof UNION_BOARDS)[number];
export const UNION_BOARD_LABELS: Record<UnionBoard, string> = {
  bch: 'Ban Chấp hành',
  thuong_vu: 'Ban Thường vụ',
  ubkt: 'Ủy ban Kiểm tra',
  lanh_dao: 'Lãnh đạo',
};

export const UNION_BOARD_INVALID_MESSAGE = 'Ban không hợp lệ';
/**
 * The boards a position sits on: none when absent or null (a create), each one of UNION_BOARDS,
 * answered once each in UNION_BOARDS order. An update that leaves it out keeps the stored ones.
 */
export const unionBoardsRule = z.preprocess(
  (v) => (v === null ? [] : v),
  z
    .array(z.enum(UNION_BOARDS, { error: UNION_BOARD_INVALID_MESSAGE }), {
      error: 'Danh sách ban không hợp lệ',
    })
    .transform((list) => UNION_BOARDS.filter((b) => list.includes(b)))
    .default([]),
);

/** Common categories (Danh mục dùng chung: docs/requirements.md, "Categories"): wards, industrial zones, positions. */

export const CATEGORY_CODE_MAX = 20;
export const CATEGORY_NAME_MAX = 150;
export const CATEGORY_DESCRIPTION_MAX = 1000;
export const POSITION_SORT_ORDER_MAX = 9999;

export const WARD_KINDS = ['phuong', 'xa', 'dac_khu'] as const;
export type WardKind = (typeof WARD_KINDS)[number];
export const WARD_KIND_LABELS: Record<WardKind, string> = { phuong: 'Phường', xa: 'Xã', dac_khu: 'Đặc khu' };

/** The code and name of every category item (wards, zones, positions, the lists of category-items.ts). */
export const categoryCodeRule = requiredText('mã', CATEGORY_CODE_MAX).regex(
  /^[\p{L}\p{N}._-]*$/u,
  'Mã chỉ gồm chữ, số và . _ -',
);
export const categoryNameRule = requiredText('tên', CATEGORY_NAME_MAX);
const wardKindRule = z.enum(WARD_KINDS, { error: 'Vui lòng chọn loại xã/phường' });
const timestamps = { createdAt: z.string(), updatedAt: z.string() };

// --- Wards ------------------------------------------------------------------------------------------

/** The columns the category lists sort by (positions also by their own `sortOrder`). */
export const CATEGORY_SORT_COLUMNS = ['code', 'name', 'createdAt'] as const;
export const POSITION_SORT_COLUMNS = ['name', 'sortOrder', 'createdAt'] as const;

export const wardListQuery = pageQuery.extend({
  kind: z.preprocess(blankToUndefined, wardKindRule.optional()),
  ...sortQuery(CATEGORY_SORT_COLUMNS),
});
export type WardListQuery = z.infer<typeof wardListQuery>;
export const wardIdQuery = z.object({ wardId: idParam });

export const wardCreateBody = z.object({
  code: categoryCodeRule,
  name: categoryNameRule,
  kind: wardKindRule,
});
export type WardCreateBody = z.infer<typeof wardCreateBody>;
/** Updates take any of the fields; one left out keeps its value (docs/requirements.md, "Updates"). */
export const wardUpdateBody = updateOf(wardCreateBody).extend({ id: idParam });
export type WardUpdateBody = z.infer<typeof wardUpdateBody>;

export const wardItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(WARD_KINDS),
  ...timestamps,
});
export type WardItem = z.infer<typeof wardItem>;

// --- Industrial-zone clusters -----------------------------------------------------------------------

export const industrialZoneListQuery = pageQuery.extend({
  xaPhuongId: optionalId,
  ...sortQuery(CATEGORY_SORT_COLUMNS),
});
export type IndustrialZoneListQuery = z.infer<typeof industrialZoneListQuery>;
export const industrialZoneIdQuery = z.object({ industrialZoneId: idParam });

export const industrialZoneCreateBody = z.object({
  code: categoryCodeRule,
  name: categoryNameRule,
  xaPhuongId: nullableId,
  description: clearableText(CATEGORY_DESCRIPTION_MAX),
});
export type IndustrialZoneCreateBody = z.infer<typeof industrialZoneCreateBody>;
export const industrialZoneUpdateBody = updateOf(industrialZoneCreateBody).extend({ id: idParam });
export type IndustrialZoneUpdateBody = z.infer<typeof industrialZoneUpdateBody>;

export const industrialZoneItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  xaPhuongId: z.number().int().nullable(),
  xaPhuongName: z.string().nullable(),
  description: z.string().nullable(),
  ...timestamps,
});
export type IndustrialZoneItem = z.infer<typeof industrialZoneItem>;

// --- Positions --------------------------------------------------------------------------------------

export const positionListQuery = pageQuery.extend(sortQuery(POSITION_SORT_COLUMNS));
export type PositionListQuery = z.infer<typeof positionListQuery>;
export const positionIdQuery = z.object({ positionId: idParam });

export const positionCreateBody = z.object({
  name: categoryNameRule,
  sortOrder: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Vui lòng nhập thứ tự' })
      .int('Thứ tự là số nguyên')
      .min(0, 'Thứ tự không được âm')
      .max(POSITION_SORT_ORDER_MAX, `Thứ tự tối đa ${POSITION_SORT_ORDER_MAX}`),
  ),
  boards: unionBoardsRule,
});
export type PositionCreateBody = z.infer<typeof positionCreateBody>;
export const positionUpdateBody = updateOf(positionCreateBody).extend({ id: idParam });
export type PositionUpdateBody = z.infer<typeof positionUpdateBody>;

export const positionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
  boards: z.array(z.enum(UNION_BOARDS)),
  ...timestamps,
});
export type PositionItem = z.infer<typeof positionItem>;

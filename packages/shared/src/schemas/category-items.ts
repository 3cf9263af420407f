import { z } from 'zod';
import { categoryCodeRule, categoryNameRule, POSITION_SORT_ORDER_MAX } from './categories.js';
import { blankToUndefined, idParam, pageQuery, queryFlag, sortQuery, updateOf } from './common.js';

/**
 * The lists a member record chooses from (docs/requirements.md, "Member categories"): one table,
 * one API (`category/*`) and one page (`/apps/categories/<kind>`) for every kind, seeded with the
 * official lists. A kind's name is the spec's screen name.
 */
export const CATEGORY_KINDS = [
  'ethnics',
  'religions',
  'nations',
  'genders',
  'educationLevels',
  'qualifications',
  'professionalTitles',
  'academicDegrees',
  'academicRanks',
  'foreignLanguages',
  'itDegreeTypes',
  'provinces',
  'foreignLanguageTypes',
  'officeTypes',
  'rankTypes',
] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const CATEGORY_KIND_LABELS: Record<CategoryKind, string> = {
  ethnics: 'Dân tộc',
  religions: 'Tôn giáo',
  nations: 'Quốc tịch',
  genders: 'Giới tính',
  educationLevels: 'Trình độ học vấn',
  qualifications: 'Trình độ chuyên môn',
  professionalTitles: 'Chức danh nghề nghiệp',
  academicDegrees: 'Học vị',
  academicRanks: 'Học hàm',
  foreignLanguages: 'Ngoại ngữ',
  itDegreeTypes: 'Trình độ tin học',
  provinces: 'Tỉnh/thành phố',
  foreignLanguageTypes: 'Loại chứng chỉ ngoại ngữ',
  officeTypes: 'Loại cơ quan',
  rankTypes: 'Ngạch công chức, viên chức',
};

/**
 * Kinds whose items the product reads by code and that may therefore only be renamed, never added
 * to or deleted: the genders (a member's gender is 'nam' or 'nu', which the counts split by).
 */
export const FIXED_CATEGORY_KINDS: readonly CategoryKind[] = ['genders'];

export const categoryKindRule = z.enum(CATEGORY_KINDS, { error: 'Loại danh mục không hợp lệ' });

const sortOrderRule = z.coerce
  .number({ error: 'Thứ tự phải là số' })
  .int('Thứ tự phải là số nguyên')
  .min(0, 'Thứ tự không được âm')
  .max(POSITION_SORT_ORDER_MAX, `Thứ tự tối đa ${POSITION_SORT_ORDER_MAX}`);

export const CATEGORY_ITEM_SORT_COLUMNS = ['sortOrder', 'code', 'name', 'createdAt'] as const;

/**
 * GET category/list-all?kind=ethnics: by sortOrder then name; `activeOnly=true` only the items a
 * form offers (an inactive item stays on the records that hold it).
 */
export const categoryItemListQuery = pageQuery.extend({
  kind: categoryKindRule,
  activeOnly: queryFlag,
  ...sortQuery(CATEGORY_ITEM_SORT_COLUMNS),
});
export type CategoryItemListQuery = z.infer<typeof categoryItemListQuery>;
export const categoryItemIdQuery = z.object({ categoryId: idParam });

export const categoryItemCreateBody = z.object({
  kind: categoryKindRule,
  code: categoryCodeRule,
  name: categoryNameRule,
  sortOrder: z.preprocess(blankToUndefined, sortOrderRule.default(0)),
  active: z.boolean({ error: 'Trạng thái không hợp lệ' }).default(true),
});
export type CategoryItemCreateBody = z.infer<typeof categoryItemCreateBody>;
/** PUT category/update: the kind of an item never changes. */
export const categoryItemUpdateBody = updateOf(categoryItemCreateBody.omit({ kind: true })).extend({
  id: idParam,
});
export type CategoryItemUpdateBody = z.infer<typeof categoryItemUpdateBody>;

export const categoryItem = z.object({
  id: z.number().int(),
  kind: categoryKindRule,
  code: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryItem = z.infer<typeof categoryItem>;

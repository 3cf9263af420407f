import { z } from 'zod';
import { LIMIT_DEFAULT, LIMIT_MAX, PAGE_DEFAULT, SEARCH_TEXT_MAX } from '../limits.js';

/** Empty filters (undefined, null, '') are ignored (docs/requirements.md, "Empty filters"). */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.preprocess(blankToUndefined, z.string().max(max, `Tối đa ${max} ký tự`).optional()),
  );

/** An id sent as a number or a numeric string (docs/requirements.md, "Ids"). */
export const idParam = z.coerce.number().int('Mã không hợp lệ').min(0, 'Mã không hợp lệ').max(2_147_483_647);
export const optionalId = z.preprocess(blankToUndefined, idParam.optional());
export const nullableId = z.preprocess((v) => (v === '' ? null : v), idParam.nullable().optional());

/** Blank (null, '' or spaces) is "no value": an edit form sends back the nulls it was given. */
export const blankIsNoValue = <T extends z.ZodType>(rule: T) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    rule.optional(),
  );

/** A yes/no query parameter: true, 'true' or '1'; anything else (or nothing) is false. */
export const queryFlag = z
  .preprocess((v) => v === true || v === 'true' || v === '1', z.boolean())
  .default(false);

export const pageQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(PAGE_DEFAULT)),
  limit: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(LIMIT_MAX).default(LIMIT_DEFAULT)),
  search: optionalText(SEARCH_TEXT_MAX),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ list: z.array(item), count: z.number().int() }) });

export const okResponse = z.object({ data: z.object({ success: z.literal(true) }) });
export const errorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** A page query whose limit defaults to `defaultLimit` (some lists have their own: docs/requirements.md, "Paging"). */
export const pageQueryWithLimit = (defaultLimit: number) =>
  pageQuery.extend({
    limit: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(LIMIT_MAX).default(defaultLimit),
    ),
  });

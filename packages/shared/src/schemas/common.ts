import { z } from 'zod';
import { LIMIT_DEFAULT, LIMIT_MAX, PAGE_DEFAULT, SEARCH_TEXT_MAX } from '../limits.js';

/** Empty filters (undefined, null, '') are ignored (docs/requirements.md, "Empty filters"). */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.preprocess(blankToUndefined, z.string().max(max, `Tối đa ${max} ký tự`).optional()),
  );

/**
 * The message of an empty required field (docs/requirements.md, "Validation messages"): a sentence naming
 * the field in lower case, as its form labels it: "Vui lòng nhập họ và tên" for what is typed,
 * "Vui lòng chọn đơn vị" for what is picked (a select, a date, a list).
 */
export const enterMessage = (label: string) => `Vui lòng nhập ${label}`;
export const pickMessage = (label: string) => `Vui lòng chọn ${label}`;

/** A text the body must give: trimmed; absent, null or blank refused with "Vui lòng nhập <label>". */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: enterMessage(label) })
    .trim()
    .min(1, enterMessage(label))
    .max(max, `Tối đa ${max} ký tự`);

/**
 * A text the body must give that then obeys `rule` (a login name, a CCCD, a date): blank is
 * "Vui lòng nhập <label>", or "Vui lòng chọn <label>" with `ask` = pickMessage (a date picker).
 */
export const requiredTextOf = <T extends z.ZodType<unknown, string>>(
  label: string,
  rule: T,
  ask = enterMessage,
) =>
  z
    .string({ error: ask(label) })
    .trim()
    .min(1, ask(label))
    .pipe(rule);

/** One of `values`, or nothing when blank (an empty filter is ignored, docs/requirements.md, "Empty filters"). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

/** The largest id a column can hold (PostgreSQL `integer`); a larger one is refused, never sent to the database. */
export const ID_MAX = 2_147_483_647;

/**
 * The id rule (docs/requirements.md, "Ids"): a whole number from `min` to `ID_MAX`, sent as a
 * number or a numeric string; anything else is refused with `message`, the field's own Vietnamese
 * words ('Vui lòng chọn tài khoản hệ thống'). Every id a request carries is built on it.
 */
export const idRule = (message = 'Mã không hợp lệ', min = 0) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(ID_MAX, message);

export const idParam = idRule();
export const optionalId = z.preprocess(blankToUndefined, idParam.optional());
/** An id the body must give: absent or blank is refused with `message` ('Vui lòng chọn đơn vị'). */
export const requiredId = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int('Mã không hợp lệ')
      .min(0, 'Mã không hợp lệ')
      .max(ID_MAX, 'Mã không hợp lệ'),
  );

/** null, '' or only spaces. */
const isBlank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A field that may be empty (docs/requirements.md, "Updates"): blank (null, '' or spaces) is null,
 * which clears it on an update and stores nothing on a create; absent stays undefined (an update
 * keeps the stored value).
 */
export const clearable = <T extends z.ZodType>(rule: T) =>
  z.preprocess((v) => (isBlank(v) ? null : v), rule.nullable().optional());

/** A free text that may be empty: trimmed, at most `max` characters, blank is null (`clearable`). */
export const clearableText = (max: number) => clearable(z.string().trim().max(max, `Tối đa ${max} ký tự`));

/** A reference that may be empty: an id, or null (blank) for none. */
export const nullableId = clearable(idParam);

/**
 * Blank (null, '' or spaces) is "not given": for what cannot be cleared — a new password (blank:
 * keep the old one), a text with a default (blank: the default).
 */
export const blankIsNoValue = <T extends z.ZodType>(rule: T) =>
  z.preprocess((v) => (isBlank(v) ? undefined : v), rule.optional());

/** A rule with its default taken off, wherever it sits (`x.default(…)`, `z.preprocess(f, x.default(…))`). */
function withoutDefault(rule: z.ZodType): z.ZodType {
  if (rule instanceof z.ZodDefault) return withoutDefault(rule.unwrap() as z.ZodType);
  if (rule instanceof z.ZodPipe && rule.out instanceof z.ZodDefault) {
    return z.pipe(rule.in as z.ZodType, withoutDefault(rule.out));
  }
  return rule;
}

/**
 * The fields of an update, derived from those of the create (docs/requirements.md, "Updates"):
 * every field optional and without its default, so a field left out is undefined and the stored
 * value stays. Each field's own rule says what null or blank does: `clearable` fields take null
 * (clear), required ones refuse it with their Vietnamese message.
 */
export function updateOf<S extends z.ZodRawShape>(fields: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([key, rule]) => [key, withoutDefault(rule as z.ZodType).optional()]),
  );
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof S]: z.ZodOptional<S[K]> }>;
}

/** A yes/no query parameter: true, 'true' or '1'; anything else (or nothing) is false. */
export const queryFlag = z
  .preprocess((v) => v === true || v === 'true' || v === '1', z.boolean())
  .default(false);

/**
 * A whole number from 1 to `max` in a query string, `fallback` when absent; anything else (a word,
 * a fraction, a repeated parameter) is refused with `message`, never with zod's 'received NaN'.
 */
const wholeNumber = (max: number, fallback: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback),
  );
const pageSize = (fallback: number) =>
  wholeNumber(LIMIT_MAX, fallback, `Số dòng mỗi trang phải là số nguyên từ 1 đến ${LIMIT_MAX}`);

export const pageQuery = z.object({
  page: wholeNumber(1_000_000, PAGE_DEFAULT, 'Số trang phải là số nguyên từ 1 đến 1.000.000'),
  limit: pageSize(LIMIT_DEFAULT),
  search: optionalText(SEARCH_TEXT_MAX),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** The directions a list sorts in; ascending when `order` is absent. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A list's sort (docs/requirements.md, "Sorting"): `sortBy` one of the list's sortable columns
 * (named as its items name them), `order` 'asc' or 'desc'. Without `sortBy` a list keeps its own
 * order; a column the list does not sort by is refused, never ignored. Spread into a list query:
 * `pageQuery.extend({ ...filters, ...sortQuery(USER_SORT_COLUMNS) })`.
 */
export const sortQuery = <const C extends readonly [string, ...string[]]>(columns: C) => ({
  sortBy: z.preprocess(
    blankToUndefined,
    z.enum(columns, { error: `Chỉ sắp xếp được theo: ${columns.join(', ')}` }).optional(),
  ),
  order: z.preprocess(
    blankToUndefined,
    z.enum(SORT_ORDERS, { error: "Thứ tự sắp xếp là 'asc' hoặc 'desc'" }).optional(),
  ),
});

export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.object({ list: z.array(item), count: z.number().int() }) });
/** One page of a list as a client receives it: the `data` of `listOf(item)`. */
export interface ListPage<T> {
  list: T[];
  count: number;
}

/** One page of a list with its paging (`numberedPage`), as the deployed clients of some lists read it. */
export const numberedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
  });

/** How many pages of `limit` rows hold `count` rows (none for none). */
export const pageCount = (count: number, limit: number) => Math.ceil(count / limit);

/** A page that also says where it stands, as the deployed clients of some lists read it. */
export interface NumberedPage<T> extends ListPage<T> {
  page: number;
  limit: number;
  totalPages: number;
}

/** `page` numbered as the query `q` asked for it. */
export const numberedPage = <T>(page: ListPage<T>, q: { page: number; limit: number }): NumberedPage<T> => ({
  ...page,
  page: q.page,
  limit: q.limit,
  totalPages: pageCount(page.count, q.limit),
});

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
  pageQuery.extend({ limit: pageSize(defaultLimit) });

/** Both our name of a field and the deployed system's, with different values. */
export const bothNamesMessage = (ours: string, theirs: string) =>
  `Chỉ gửi một trong hai: ${ours} hoặc ${theirs}`;

/**
 * Moves each deployed name's value (`names`: deployed → ours) to our name in `body`, in place; both
 * given with different values is an issue on the deployed name.
 */
export function foldDeployedNames(
  body: Record<string, unknown>,
  names: Record<string, string>,
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  for (const [theirs, ours] of Object.entries(names)) {
    const value = body[theirs];
    delete body[theirs];
    if (value === undefined) continue;
    if (body[ours] === undefined) body[ours] = value;
    else if (JSON.stringify(body[ours]) !== JSON.stringify(value)) {
      ctx.addIssue({ code: 'custom', path: [theirs], message: bothNamesMessage(ours, theirs) });
    }
  }
}

/**
 * A body that also takes the deployed system's names of some of its fields (docs/compatibility.md):
 * `aliases` maps each deployed name to ours. A deployed name is checked by our field's rule, then
 * folded into our field before `schema` reads the body, so our field keeps its one meaning, its
 * default and its messages; both names with different values are refused. `fields` is the object
 * the OpenAPI document shows (its fields optional here, `schema` says which are required).
 */
export function acceptingDeployedNames<S extends z.ZodRawShape, O extends z.ZodType>(
  fields: z.ZodObject<S>,
  aliases: Record<string, keyof S & string>,
  schema: O,
  /** A deployed name whose value has another shape: the rule that reads it into ours. */
  adapt: Record<string, (ours: z.ZodType) => z.ZodType> = {},
): z.ZodPipe<z.ZodPipe<z.ZodObject, z.ZodTransform>, O> {
  const loose = updateOf(fields).extend(
    Object.fromEntries(
      Object.entries(aliases).map(([theirs, ours]) => {
        const rule = withoutDefault(fields.shape[ours] as z.ZodType);
        return [
          theirs,
          (adapt[theirs]?.(rule) ?? rule).optional().describe(`Tên khác của ${ours} (hệ thống đang chạy)`),
        ];
      }),
    ),
  );
  const folded = loose.transform((body, ctx) => {
    const out: Record<string, unknown> = { ...body };
    foldDeployedNames(out, aliases, ctx);
    return out;
  });
  return folded.pipe(
    schema as z.ZodType as z.ZodType<unknown, Record<string, unknown>>,
  ) as unknown as z.ZodPipe<z.ZodPipe<z.ZodObject, z.ZodTransform>, O>;
}

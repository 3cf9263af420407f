import type { FormRule } from 'antd';

/**
 * Antd form rules derived from the shared zod schemas, so that a validation rule and its
 * Vietnamese message are written once (docs/architecture.md, "One definition").
 *
 * Typed structurally so that the web app needs no direct dependency on zod.
 */
interface Issue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  minimum?: unknown;
}
/** What zod hands an error map: the issue before it has a message. */
interface RawIssue {
  code?: string;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
}
type ParseResult = { success: true } | { success: false; error: { issues: Issue[] } };
interface Parser {
  safeParse(value: unknown, params?: { error?: (issue: RawIssue) => string }): ParseResult;
}
export interface ObjectSchema<K extends string = string> extends Parser {
  shape: Record<K, Parser>;
}

const INVALID_VALUE = 'Giá trị không hợp lệ';

/**
 * The Vietnamese text of every zod issue that its schema left without a message. Passed to each parse, so a
 * schema's own message still wins and the web needs neither zod's global config nor its locale bundle.
 */
export function vietnameseIssueMessage(issue: RawIssue): string {
  const sized =
    issue.origin === 'string' ? ' ký tự' : issue.origin === 'array' || issue.origin === 'set' ? ' mục' : '';
  switch (issue.code) {
    case 'too_small':
      return `Tối thiểu ${String(issue.minimum)}${sized}`;
    case 'too_big':
      return `Tối đa ${String(issue.maximum)}${sized}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'Email không hợp lệ' : 'Sai định dạng';
    default:
      return INVALID_VALUE;
  }
}
const parseParams = { error: vietnameseIssueMessage };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An empty field shows its schema's own sentence ("Vui lòng nhập họ và tên"; a test in packages/shared holds
 * every required field of a body to one); a wrong type of a filled one, the plain words.
 */
function messageFor(issue: Issue, value: unknown): string {
  if (isEmpty(value)) return issue.message;
  if (issue.code === 'invalid_type') return INVALID_VALUE;
  return issue.message;
}

/** The error of one field: its own schema first, then object-level refinements on that path. */
export function fieldError<K extends string>(
  schema: ObjectSchema<K>,
  field: K,
  value: unknown,
  allValues: Record<string, unknown> = {},
): string | undefined {
  const normalised = value === null || value === undefined ? '' : value;
  const own = schema.shape[field].safeParse(normalised, parseParams);
  if (!own.success) {
    const first = own.error.issues[0];
    return first ? messageFor(first, normalised) : INVALID_VALUE;
  }
  // the field as its own check saw it: an empty confirmation is its own sentence, not a type error about undefined
  const whole = schema.safeParse({ ...allValues, [field]: normalised }, parseParams);
  if (whole.success) return undefined;
  const issue = whole.error.issues.find((each) => each.path.length === 1 && each.path[0] === field);
  return issue && messageFor(issue, normalised);
}

/** Whether the schema rejects an empty value for the field (drives antd's required mark). */
export function isRequiredField<K extends string>(schema: ObjectSchema<K>, field: K): boolean {
  return !schema.shape[field].safeParse(undefined, parseParams).success;
}

/** The rule of one field; `schema` is undefined when it could not be fetched: the server checks alone. */
function fieldRules<K extends string>(
  schema: () => ObjectSchema<K> | Promise<ObjectSchema<K> | undefined>,
  field: K,
  required: boolean,
): FormRule[] {
  return [
    ({ getFieldsValue }) => ({
      required,
      validator: async (_rule, value: unknown) => {
        const loaded = await schema();
        const message =
          loaded && fieldError(loaded, field, value, getFieldsValue(true) as Record<string, unknown>);
        if (message) throw new Error(message);
      },
    }),
  ];
}

/** `rules={schemaRules(changePasswordBody, 'newPassword')}` on a Form.Item. */
export function schemaRules<K extends string>(schema: ObjectSchema<K>, field: K): FormRule[] {
  return fieldRules(() => schema, field, isRequiredField(schema, field));
}

/** A form builder bound to one schema: `const rules = rulesFrom(loginBody); rules('username')`. */
export function rulesFrom<K extends string>(schema: ObjectSchema<K>): (field: K) => FormRule[] {
  const cache = new Map<K, FormRule[]>();
  return (field) => {
    let rules = cache.get(field);
    if (!rules) {
      rules = schemaRules(schema, field);
      cache.set(field, rules);
    }
    return rules;
  };
}

/**
 * `rulesFrom` for a page of the first load (sign-in), whose schema would bring zod (about 20 kB)
 * onto the critical path: the schema is fetched just after the page is first drawn, and a check
 * waits for it (docs/architecture.md, "Delivery and caching"). The required fields are named here,
 * since they are needed before the schema arrives; a test beside the form holds them to the schema.
 */
export function lazyRulesFrom<K extends string>(
  load: () => Promise<ObjectSchema<K>>,
  required: readonly K[],
): (field: K) => FormRule[] {
  let schema: Promise<ObjectSchema<K> | undefined> | undefined;
  // a failed fetch (the connection lost) is tried again at the next check
  const get = () =>
    (schema ??= load().catch(() => {
      schema = undefined;
      return undefined;
    }));
  const cache = new Map<K, FormRule[]>();
  return (field) => {
    if (!schema) setTimeout(get, 0);
    let rules = cache.get(field);
    if (!rules) {
      rules = fieldRules(get, field, required.includes(field));
      cache.set(field, rules);
    }
    return rules;
  };
}

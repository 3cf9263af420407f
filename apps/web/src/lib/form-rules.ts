import { REQUIRED_MESSAGE } from '@congdoan/shared';
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
type ParseResult = { success: true } | { success: false; error: { issues: Issue[] } };
interface Parser {
  safeParse(value: unknown): ParseResult;
}
export interface ObjectSchema<K extends string = string> extends Parser {
  shape: Record<K, Parser>;
}

export { REQUIRED_MESSAGE } from '@congdoan/shared';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Issue shown for an empty field: the schema's own "please enter" text when it has one
 * (a min(1) rule), else 'Bắt buộc' — never zod's English default.
 */
function messageForEmpty(issue: Issue): string {
  return issue.code === 'too_small' && issue.minimum === 1 ? issue.message : REQUIRED_MESSAGE;
}

function messageFor(issue: Issue, value: unknown): string {
  if (isEmpty(value)) return messageForEmpty(issue);
  if (issue.code === 'invalid_type') return 'Giá trị không hợp lệ';
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
  const own = schema.shape[field].safeParse(normalised);
  if (!own.success) {
    const first = own.error.issues[0];
    return first ? messageFor(first, normalised) : REQUIRED_MESSAGE;
  }
  const whole = schema.safeParse({ ...allValues, [field]: value });
  if (whole.success) return undefined;
  return whole.error.issues.find((issue) => issue.path.length === 1 && issue.path[0] === field)?.message;
}

/** Whether the schema rejects an empty value for the field (drives antd's required mark). */
export function isRequiredField<K extends string>(schema: ObjectSchema<K>, field: K): boolean {
  return !schema.shape[field].safeParse(undefined).success;
}

/** `rules={schemaRules(changePasswordBody, 'newPassword')}` on a Form.Item. */
export function schemaRules<K extends string>(schema: ObjectSchema<K>, field: K): FormRule[] {
  const required = isRequiredField(schema, field);
  return [
    ({ getFieldsValue }) => ({
      required,
      validator: async (_rule, value: unknown) => {
        const message = fieldError(schema, field, value, getFieldsValue(true) as Record<string, unknown>);
        if (message) throw new Error(message);
      },
    }),
  ];
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

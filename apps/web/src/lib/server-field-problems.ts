import { ApiError } from './api-client';

/** A message under a form field (antd's `form.setFields` entry). */
export type FieldProblem = { name: (string | number)[]; errors: string[] };

/**
 * The server's refusal as messages on a form's fields: its details ('doiTuongDonVi.0.organizationId'
 * → the first unit's organisation), else the field its code is about (`fieldOfCode`: a table, or a
 * rule such as "a code ending in _name_exists is the name's"), else none (the caller shows the
 * message above the form).
 */
export function serverFieldProblems(
  error: unknown,
  fieldOfCode: Record<string, string> | ((error: ApiError) => string | undefined) = {},
): FieldProblem[] {
  if (!(error instanceof ApiError)) return [];
  const details = (error.data as { details?: unknown } | undefined)?.details;
  const problems: FieldProblem[] = [];
  if (Array.isArray(details)) {
    for (const d of details) {
      if (typeof d !== 'object' || d === null) continue;
      const { path, message } = d as { path?: unknown; message?: unknown };
      if (typeof path !== 'string' || !path || typeof message !== 'string') continue;
      problems.push({
        name: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        errors: [message],
      });
    }
  }
  const field =
    typeof fieldOfCode === 'function' ? fieldOfCode(error) : error.code ? fieldOfCode[error.code] : undefined;
  if (problems.length === 0 && field) problems.push({ name: [field], errors: [error.message] });
  return problems;
}

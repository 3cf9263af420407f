/**
 * An edit form's values as the body of an update (docs/requirements.md, "Updates"). The server keeps
 * every field a body leaves out, and JSON drops `undefined`, so a field the officer emptied — a
 * cleared select gives undefined, a cleared input '' — is sent as null, which clears it. Keys the
 * values do not hold (a field the form does not show) stay absent and keep their stored value.
 */
export function emptiedAsNull<T extends object>(values: T): { [K in keyof T]: T[K] | null } {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value,
    ]),
  ) as { [K in keyof T]: T[K] | null };
}

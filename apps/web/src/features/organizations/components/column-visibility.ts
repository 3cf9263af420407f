/** Which optional columns of the list show: the officer's choices over the defaults, kept in the browser. */

export const COLUMNS_STORAGE_KEY = 'organizations.list.columns';

/** The officer's choices: column key → shown. Columns never touched follow their default. */
export type ColumnChoices = Record<string, boolean>;

export interface OptionalColumn {
  key: string;
  label: string;
  /** Standard columns show by default; custom fields do not. */
  defaultShown: boolean;
}

export function isShown(
  column: Pick<OptionalColumn, 'key' | 'defaultShown'>,
  choices: ColumnChoices,
): boolean {
  return choices[column.key] ?? column.defaultShown;
}

/** The stored choices, or none when missing or unreadable. */
export function parseColumnChoices(raw: string | null): ColumnChoices {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

/** The choices after showing exactly `shownKeys` among `columns`; a choice equal to the default is dropped. */
export function choicesWith(
  columns: readonly OptionalColumn[],
  choices: ColumnChoices,
  shownKeys: readonly string[],
): ColumnChoices {
  const next: ColumnChoices = { ...choices };
  for (const column of columns) {
    const shown = shownKeys.includes(column.key);
    if (shown === column.defaultShown) delete next[column.key];
    else next[column.key] = shown;
  }
  return next;
}

/**
 * Which optional columns of a list show: the officer's choices over the defaults, kept in the
 * browser per list (`<list>.list.columns`).
 */

export const columnsStorageKey = (list: string) => `${list}.list.columns`;

/** The officer's choices: column key → shown. Columns never touched follow their default. */
export type ColumnChoices = Record<string, boolean>;

export interface OptionalColumn {
  key: string;
  label: string;
  /** The default columns fit a 1,366 px screen; the others (and custom fields) wait to be chosen. */
  defaultShown: boolean;
}

/**
 * A table column as a list page declares it: `optional` marks one the officer may hide ('shown'
 * by default) or add ('hidden' by default), kept under its `key`; a column without it always shows.
 */
export type ChoosableColumn<C> = C & { title?: unknown } & (
    | { key: string; optional: 'shown' | 'hidden' }
    | { optional?: undefined }
  );

/** The chooser's entries: the optional columns, labelled by their title. */
export function optionalColumnsOf<C>(columns: readonly ChoosableColumn<C>[]): OptionalColumn[] {
  return columns.flatMap((c) =>
    c.optional
      ? [
          {
            key: c.key,
            label: typeof c.title === 'string' ? c.title : c.key,
            defaultShown: c.optional === 'shown',
          },
        ]
      : [],
  );
}

/** The columns to draw: the fixed ones and the optional ones shown, without the `optional` mark. */
export function visibleColumns<C>(columns: readonly ChoosableColumn<C>[], choices: ColumnChoices): C[] {
  return columns.flatMap((choosable) => {
    const { optional: _optional, ...column } = choosable;
    return !choosable.optional ||
      isShown({ key: choosable.key, defaultShown: choosable.optional === 'shown' }, choices)
      ? [column as unknown as C]
      : [];
  });
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

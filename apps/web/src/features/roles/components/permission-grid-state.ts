import {
  ACTION_LABELS,
  ACTIONS,
  type Action,
  dependentCodes,
  type PermissionGridGroup,
  withImpliedReads,
} from '@congdoan/shared';

/**
 * The rights grid as plain data: which codes a row (subject) or a column (action) of a group
 * holds, and the select-all state of each. Kept out of the components so that it is tested in node.
 */
export type GridSubject = PermissionGridGroup['subjects'][number];

export interface CheckState {
  checked: boolean;
  indeterminate: boolean;
  /** Nothing to check (no allowed action): the box is not shown. */
  empty: boolean;
}

export function checkState(codes: readonly string[], selected: ReadonlySet<string>): CheckState {
  const held = codes.filter((c) => selected.has(c)).length;
  return {
    checked: codes.length > 0 && held === codes.length,
    indeterminate: held > 0 && held < codes.length,
    empty: codes.length === 0,
  };
}

/** The actions some subject of the group allows, in catalogue order: the columns of its table. */
export function actionsOfGroup(group: PermissionGridGroup): { action: Action; label: string }[] {
  const present = new Set(group.subjects.flatMap((s) => s.actions.map((a) => a.action)));
  return ACTIONS.filter((a) => present.has(a)).map((action) => ({ action, label: ACTION_LABELS[action] }));
}

/** The code of (subject, action), or undefined where the catalogue does not allow the pair. */
export const codeOf = (subject: GridSubject, action: Action) =>
  subject.actions.find((a) => a.action === action)?.code;

export const rowCodes = (subject: GridSubject) => subject.actions.map((a) => a.code);

export const columnCodes = (group: PermissionGridGroup, action: Action) =>
  group.subjects.flatMap((s) => {
    const code = codeOf(s, action);
    return code ? [code] : [];
  });

/** What the grid says under its title about the rule that withCodes keeps. */
export const IMPLIED_READ_NOTE =
  'Cấp bất kỳ quyền nào của một chức năng sẽ cấp kèm quyền Xem chức năng đó; bỏ quyền Xem sẽ bỏ mọi quyền khác của chức năng đó.';

/**
 * Turns a set of codes on or off, answering a new set. Any right brings the subject's read with it, and taking the
 * read away takes the subject's other rights (withImpliedReads, as the API saves them).
 */
export function withCodes(selected: ReadonlySet<string>, codes: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const code of on ? withImpliedReads(codes) : [...codes, ...dependentCodes(codes)]) {
    if (on) next.add(code);
    else next.delete(code);
  }
  return next;
}

export function sameCodes(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((c) => b.has(c));
}

/** What a save would add and remove, for the confirmation line under the grid. */
export function codeChanges(saved: ReadonlySet<string>, edited: ReadonlySet<string>) {
  return {
    added: [...edited].filter((c) => !saved.has(c)),
    removed: [...saved].filter((c) => !edited.has(c)),
  };
}

import {
  MEMBER_SELF_FIELDS,
  type MemberChangeRequestBody,
  type MemberItem,
  type MemberSelfField,
} from '@congdoan/shared';

/** The form's values: each field a member may ask to change, as its input holds it. */
export type SelfUpdateValues = { [K in MemberSelfField]?: string | number | null };

/** The form's start: the record's current value of each field. */
export const selfValuesOf = (member: MemberItem): SelfUpdateValues =>
  Object.fromEntries(MEMBER_SELF_FIELDS.map((f) => [f, member[f]])) as SelfUpdateValues;

/** An input's value as the record keeps it: a blank text or a cleared select is no value. */
const stored = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() || null;
  return value;
};

/**
 * The fields the member changed, and only those (the request asks for what changes, and a field
 * left as it was must not turn stale when an officer edits it meanwhile); a field emptied is null.
 */
export function changedSelfFields(
  member: MemberItem,
  values: SelfUpdateValues,
): MemberChangeRequestBody['changes'] {
  const changes: Partial<Record<MemberSelfField, string | number | null>> = {};
  for (const field of MEMBER_SELF_FIELDS) {
    if (!(field in values)) continue;
    const next = stored(values[field]) as string | number | null;
    if (next !== stored(member[field])) changes[field] = next;
  }
  // each field's value is the record's own type: the form's input for it holds nothing else
  return changes as MemberChangeRequestBody['changes'];
}

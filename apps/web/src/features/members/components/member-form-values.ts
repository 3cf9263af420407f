import {
  type AdmissionRequestBody,
  MEMBER_CATEGORY_FIELD_NAMES,
  type MemberCreateBody,
  type MemberFields,
  type MemberItem,
  type MemberUpdateBody,
} from '@congdoan/shared';

/** The fields of the form, as the API names them (the organisation is chosen on create only). */
type FieldName = Exclude<keyof MemberFields, 'organizationId'>;

/**
 * The form's values as its inputs hold them (a cleared input gives '', a cleared select undefined);
 * `note` is the approver's note of an admission request.
 */
export type MemberFormValues = {
  organizationId?: number | null | undefined;
  note?: string | undefined;
} & {
  [K in FieldName]?: MemberFields[K] | undefined;
};

/** The category references of a member (MEMBER_CATEGORY_FIELDS names the list each is chosen from). */
export const CATEGORY_FIELDS = MEMBER_CATEGORY_FIELD_NAMES satisfies readonly FieldName[];

const TEXT_FIELDS = [
  'fullName',
  'dateOfBirth',
  'identity',
  'phoneNumber',
  'email',
  'hometown',
  'address',
  'occupation',
  'department',
  'joinedAt',
  'cardNumber',
  'cardIssuedAt',
] as const satisfies readonly FieldName[];

const ID_FIELDS = [
  ...CATEGORY_FIELDS,
  'hometownWardId',
  'addressWardId',
  'userId',
] as const satisfies readonly FieldName[];

/** Every field the form edits (gender and partyMember besides texts and references). */
const EDITED_FIELDS: readonly FieldName[] = [...TEXT_FIELDS, 'gender', ...ID_FIELDS, 'partyMember'];

/** What a new member starts with: the list's organisation when it names one, not a Party member. */
export function newMemberValues(organizationId?: number | null): MemberFormValues {
  return { organizationId: organizationId ?? undefined, partyMember: false };
}

/** A member's values in the edit form (an empty text starts as undefined, never null). */
export function memberFormValues(member: MemberItem): MemberFormValues {
  const values: Record<string, unknown> = { organizationId: member.organizationId };
  for (const field of EDITED_FIELDS) values[field] = member[field] ?? undefined;
  return values as MemberFormValues;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The form's fields as the API reads them, every empty one as null (a card number in capitals). */
function normalised(values: MemberFormValues): Record<FieldName, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) out[field] = text(values[field]);
  if (typeof out.cardNumber === 'string') out.cardNumber = out.cardNumber.toUpperCase();
  for (const field of ID_FIELDS) out[field] = values[field] ?? null;
  out.gender = values.gender ?? null;
  out.partyMember = values.partyMember ?? false;
  return out as Record<FieldName, unknown>;
}

/**
 * The body of a create: the fields given (an empty one left out; a blank card number is generated
 * by the server). `linking` false leaves the account out (the caller may not link one).
 */
export function newMemberBody(values: MemberFormValues, linking: boolean): MemberCreateBody {
  const all = { organizationId: values.organizationId ?? null, ...normalised(values) } as Record<
    string,
    unknown
  >;
  if (!linking) delete all.userId;
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null)) as MemberCreateBody;
}

/**
 * The body of an admission request (POST approval/admission): the new member's fields as a create
 * sends them, without the account and the card number (the approval admits and numbers the
 * member), and the note for the approver.
 */
export function admissionBody(values: MemberFormValues): AdmissionRequestBody {
  const { userId: _account, cardNumber: _card, ...member } = newMemberBody(values, false);
  return { member, note: text(values.note) };
}

/**
 * The body of an update: the id and only the fields whose value differs from the record's as the
 * form first showed it (compared as the API reads them: spaces around a text are no change), an
 * emptied one as null (docs/requirements.md, "Updates"). `editable` false leaves out what the caller
 * may not change (the account link without the right to update users, the card number once issued
 * outside the province's scope), which keeps it.
 */
export function memberChanges(
  id: number,
  values: MemberFormValues,
  initial: MemberFormValues,
  editable: { linking: boolean; cardNumber: boolean },
): MemberUpdateBody {
  const now = normalised(values);
  const before = normalised(initial);
  const changes: Record<string, unknown> = {};
  for (const field of EDITED_FIELDS) {
    if (field === 'userId' && !editable.linking) continue;
    if (field === 'cardNumber' && !editable.cardNumber) continue;
    if (JSON.stringify(now[field]) !== JSON.stringify(before[field])) changes[field] = now[field];
  }
  return { id, ...changes } as MemberUpdateBody;
}

/** Whether an update body changes anything (more than its id). */
export const hasChanges = (body: MemberUpdateBody) => Object.keys(body).some((k) => k !== 'id');

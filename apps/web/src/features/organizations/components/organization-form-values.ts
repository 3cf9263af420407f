import {
  type CustomFieldValues,
  checkCustomValues,
  type DynamicFieldSchema,
  type OrganizationCreateBody,
  type OrganizationDetail,
  type OrganizationFields,
  type OrganizationUpdateBody,
} from '@congdoan/shared';
import { type FieldProblem, serverFieldProblems as fieldProblems } from '../../../lib/server-field-problems';

/** The form's values: the fields as the inputs hold them and the custom values by key. */
export type OrganizationFormValues = {
  [K in keyof OrganizationFields]?: OrganizationFields[K] | null;
} & { customFields?: Record<string, unknown> };

/** A field's stored default value as its input holds it (a number, a yes/no), or undefined for none. */
export function defaultInputValue(field: DynamicFieldSchema): unknown {
  if (field.defaultValue === null) return field.type === 'boolean' ? false : undefined;
  switch (field.type) {
    case 'number':
      return Number(field.defaultValue);
    case 'boolean':
      return field.defaultValue === 'true';
    default:
      return field.defaultValue;
  }
}

/**
 * The custom fields the forms show: those in use (an inactive field takes no new value; an update
 * sends only the fields shown, so its stored values stay).
 */
export const formFields = (fields: readonly DynamicFieldSchema[]) => fields.filter((f) => f.active);

/** What a new organisation starts with: each custom field's default value. */
export function newOrganizationValues(fields: readonly DynamicFieldSchema[]): OrganizationFormValues {
  const custom: Record<string, unknown> = {};
  for (const field of fields) {
    // A yes/no without a default starts as 'Không': a switch has no "not answered", so what it shows is what is saved.
    const value = defaultInputValue(field);
    if (value !== undefined) custom[field.key] = value;
  }
  return { level: 'grassroots', status: 'active', customFields: custom };
}

/** An organisation's values in the edit form (custom values of fields that no longer exist are left out). */
export function organizationFormValues(
  detail: OrganizationDetail,
  fields: readonly DynamicFieldSchema[],
): OrganizationFormValues {
  const custom: Record<string, unknown> = {};
  for (const field of fields) {
    const value = detail.customFields[field.key];
    if (value !== undefined) custom[field.key] = value;
    else if (field.type === 'boolean') custom[field.key] = false;
  }
  // An empty text or count starts as undefined, never null: an input holding null is not empty to
  // React. Saved emptied, it goes as null all the same (emptiedAsNull).
  const blank = <T>(v: T | null) => v ?? undefined;
  return {
    name: detail.name,
    code: blank(detail.code),
    organizationParentId: detail.organizationParentId,
    level: detail.level,
    xaPhuongId: detail.xaPhuongId,
    cumKhuCnId: detail.cumKhuCnId,
    loaiHinh: detail.loaiHinh,
    loaiCongTy: detail.loaiCongTy,
    namThanhLap: detail.namThanhLap,
    address: blank(detail.address),
    phoneNumber: blank(detail.phoneNumber),
    email: blank(detail.email),
    chairName: blank(detail.chairName),
    chairPhone: blank(detail.chairPhone),
    workerCount: blank(detail.workerCount),
    memberCount: blank(detail.memberCount),
    executiveBoardSize: blank(detail.executiveBoardSize),
    auditCommitteeSize: blank(detail.auditCommitteeSize),
    businessSector: blank(detail.businessSector),
    country: blank(detail.country),
    note: blank(detail.note),
    status: detail.status,
    customFields: custom,
  };
}

/** The place fields a new organisation may take from its parent. */
export const INHERITED_PLACE_FIELDS = ['xaPhuongId', 'cumKhuCnId'] as const;
type PlaceField = (typeof INHERITED_PLACE_FIELDS)[number];

/**
 * The ward and zone a new organisation takes from the parent just chosen: each field the officer
 * has not set (still empty, or never touched: filled from an earlier parent) follows the parent;
 * one the officer chose stays.
 */
export function placesFromParent(
  parent: Pick<OrganizationDetail, PlaceField>,
  current: Partial<Record<PlaceField, number | null | undefined>>,
  touched: (field: PlaceField) => boolean,
): Partial<Record<PlaceField, number | null>> {
  const next: Partial<Record<PlaceField, number | null>> = {};
  for (const field of INHERITED_PLACE_FIELDS) {
    const empty = current[field] === undefined || current[field] === null;
    if ((empty || !touched(field)) && current[field] !== parent[field]) next[field] = parent[field];
  }
  return next;
}

export type { FieldProblem };

/**
 * The body to send, with the custom values checked by the shared rule (checkCustomValue): the
 * form's fields as they are (the update's fetcher sends an emptied one as null), every custom field
 * with its checked value or null when blank (an update keeps a value left out, null clears it). Or
 * the problems, by form field, when a custom value does not pass.
 */
export function organizationBody(
  values: OrganizationFormValues,
  fields: readonly DynamicFieldSchema[],
  id: number | null,
): { body: OrganizationCreateBody | OrganizationUpdateBody } | { problems: FieldProblem[] } {
  const { customFields: raw = {}, ...rest } = values;
  const checked = checkCustomValues(fields, raw);
  if (checked.errors.length) {
    return {
      problems: checked.errors.map((e) => ({ name: ['customFields', e.key], errors: [e.message] })),
    };
  }
  const customFields: CustomFieldValues = Object.fromEntries(
    fields.map((f) => [f.key, checked.values[f.key] ?? null]),
  );
  const body = { ...rest, customFields } as OrganizationCreateBody;
  return { body: id === null ? body : ({ ...body, id } as OrganizationUpdateBody) };
}

/** The field a refusal without details is about (a taken code, a parent that would make a cycle, …). */
const FIELD_OF_CODE: Record<string, keyof OrganizationFields> = {
  organization_code_exists: 'code',
  organization_name_exists: 'name',
  organization_cycle: 'organizationParentId',
  organization_ref_invalid: 'organizationParentId',
  organization_root_forbidden: 'organizationParentId',
  organization_outside_scope: 'organizationParentId',
  ward_ref_invalid: 'xaPhuongId',
  industrial_zone_ref_invalid: 'cumKhuCnId',
};

/** The server's refusal as messages on the form's fields (details paths like `customFields.quy_mo`). */
export const serverFieldProblems = (error: unknown): FieldProblem[] => fieldProblems(error, FIELD_OF_CODE);

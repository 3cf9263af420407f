import { z } from 'zod';
import { SEARCH_TEXT_MAX } from '../limits.js';
import { formatNumber } from '../numbers.js';
import { ORGANIZATION_LEVELS } from '../organization-levels.js';
import { emailRule, phoneRule } from './auth.js';
import {
  acceptingDeployedNames,
  blankIsNoValue,
  blankToUndefined,
  clearable,
  clearableText,
  enterMessage,
  idParam,
  nullableId,
  optionalId,
  optionalText,
  pageQueryWithLimit,
  pickMessage,
  queryFlag,
  requiredText,
  sortQuery,
  updateOf,
} from './common.js';

/** Organisations (docs/requirements.md, "Organisations"): fields, lists, custom fields, choices. */

export const ORGANIZATION_NAME_MAX = 255;
export const ORGANIZATION_CODE_MAX = 30;
export const ORGANIZATION_ADDRESS_MAX = 500;
export const ORGANIZATION_NOTE_MAX = 2000;
export const ORGANIZATION_COUNT_MAX = 1_000_000;
export const FOUNDING_YEAR_MIN = 1900;
/** docs/requirements.md, "Paging": list-all-organization 100, list-by-permission 10, list-all 50. */
export const ORGANIZATION_LIST_LIMIT = 100;
export const ORGANIZATION_BY_PERMISSION_LIMIT = 10;
export const ORGANIZATION_LOOKUP_LIMIT = 50;
/** A search in the structure tree shows at most this many matches (with their ancestors). */
export const ORGANIZATION_TREE_SEARCH_MAX = 50;

export const ORGANIZATION_STATUSES = ['active', 'dissolved'] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];
export const ORGANIZATION_STATUS_LABELS: Record<OrganizationStatus, string> = {
  active: 'Đang hoạt động',
  dissolved: 'Đã giải thể',
};

/** The two lists an administrator keeps: organisation type (loaiHinh) and company kind (loaiCongTy). */
export const CHOICE_LISTS = ['loai_hinh', 'loai_cong_ty'] as const;
export type ChoiceList = (typeof CHOICE_LISTS)[number];
export const CHOICE_LIST_LABELS: Record<ChoiceList, string> = {
  loai_hinh: 'Loại hình',
  loai_cong_ty: 'Loại công ty',
};

const thisYear = () => new Date().getFullYear();

/** A count an officer types (workers, members): a whole number, empty means unknown. */
const countRule = clearable(
  z.coerce
    .number({ error: 'Phải là số' })
    .int('Phải là số nguyên')
    .min(0, 'Không được âm')
    .max(ORGANIZATION_COUNT_MAX, `Tối đa ${formatNumber(ORGANIZATION_COUNT_MAX)}`),
);
export const foundingYearRule = z.coerce
  .number({ error: 'Năm thành lập không hợp lệ' })
  .int('Năm thành lập không hợp lệ')
  .min(FOUNDING_YEAR_MIN, `Năm thành lập từ ${FOUNDING_YEAR_MIN}`)
  .refine((y) => y <= thisYear(), 'Năm thành lập không được sau năm hiện tại');
export const organizationCodeRule = z
  .string()
  .trim()
  .max(ORGANIZATION_CODE_MAX, `Tối đa ${ORGANIZATION_CODE_MAX} ký tự`)
  .regex(/^[\p{L}\p{N}._/-]*$/u, 'Mã chỉ gồm chữ, số và . _ - /');
export const organizationNameRule = requiredText('tên đơn vị', ORGANIZATION_NAME_MAX);

// --- Custom fields (dynamicFieldSchemas) ------------------------------------------------------------

export const DYNAMIC_FIELD_TYPES = ['text', 'number', 'date', 'boolean', 'select', 'textarea'] as const;
export type DynamicFieldType = (typeof DYNAMIC_FIELD_TYPES)[number];
export const DYNAMIC_FIELD_TYPE_LABELS: Record<DynamicFieldType, string> = {
  text: 'Văn bản',
  number: 'Số',
  date: 'Ngày',
  boolean: 'Có/Không',
  select: 'Chọn trong danh sách',
  textarea: 'Văn bản nhiều dòng',
};
export const DYNAMIC_FIELDS_MAX = 50;
export const DYNAMIC_FIELD_KEY_MAX = 40;
export const DYNAMIC_FIELD_LABEL_MAX = 100;
export const DYNAMIC_FIELD_OPTIONS_MAX = 100;
export const DYNAMIC_FIELD_OPTION_MAX = 100;
export const DYNAMIC_TEXT_VALUE_MAX = 1000;
/** Spreadsheet-style yes/no words accepted from an import. */
export const YES_WORDS = ['có', 'co', 'x', 'yes', 'true', '1'];
export const NO_WORDS = ['không', 'khong', 'no', 'false', '0'];

/** A place in a list's order, 0–9,999; left empty on a create: 0. */
const sortOrderRule = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Vui lòng nhập thứ tự' })
    .int('Thứ tự là số nguyên')
    .min(0, 'Thứ tự không được âm')
    .max(9999, 'Thứ tự tối đa 9999')
    .default(0),
);

export const dynamicFieldKeyRule = requiredText('mã trường', DYNAMIC_FIELD_KEY_MAX)
  // camelCase like every other field of the API (soCaLamViec), or snake_case (so_ca_lam_viec).
  .regex(
    /^[A-Za-z][A-Za-z0-9_]*$/,
    'Mã trường bắt đầu bằng một chữ cái, chỉ gồm chữ cái không dấu, chữ số và dấu gạch dưới (vd. soCaLamViec)',
  );

const dynamicFieldFields = z.object({
  label: requiredText('tên trường', DYNAMIC_FIELD_LABEL_MAX),
  type: z.enum(DYNAMIC_FIELD_TYPES, { error: 'Vui lòng chọn kiểu dữ liệu' }),
  options: z
    .array(
      z
        .string({ error: 'Lựa chọn không hợp lệ' })
        .trim()
        .min(1, 'Lựa chọn không được để trống')
        .max(DYNAMIC_FIELD_OPTION_MAX, `Tối đa ${DYNAMIC_FIELD_OPTION_MAX} ký tự`),
      { error: 'Danh sách lựa chọn không hợp lệ' },
    )
    .max(DYNAMIC_FIELD_OPTIONS_MAX, `Tối đa ${DYNAMIC_FIELD_OPTIONS_MAX} lựa chọn`)
    .default([]),
  required: z.boolean({ error: 'Chọn bắt buộc hoặc không' }).default(false),
  /**
   * Pre-filled on the create form; checked like a value of the field (stored as text: a number
   * '12.5', a yes/no 'true'/'false', a date 'YYYY-MM-DD', a choice as listed). Blank: none.
   */
  defaultValue: z.preprocess(
    (v) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v),
    clearableText(DYNAMIC_TEXT_VALUE_MAX),
  ),
  /** An inactive field is left off the forms for new values; its stored values stay and are exported. */
  active: z.boolean({ error: 'Chọn đang dùng hoặc ngừng dùng' }).default(true),
  sortOrder: sortOrderRule,
});

export const SELECT_NEEDS_OPTIONS_MESSAGE = 'Kiểu danh sách cần ít nhất một lựa chọn';

/**
 * A field's default value read by the field's own rule (a type, its options): the text to store, null
 * for none, or the Vietnamese message.
 */
export function checkDefaultValue(
  field: Pick<DynamicFieldSchema, 'type' | 'label' | 'options'>,
  raw: string | null | undefined,
): { value: string | null } | { error: string } {
  const checked = checkCustomValue({ ...field, required: false }, raw);
  if ('error' in checked) return { error: `Giá trị mặc định: ${checked.error}` };
  return { value: checked.value === undefined ? null : String(checked.value) };
}

/** A list needs options, each once (any case); an update checks its body, then the merged field. */
const refineOptions = (
  f: { type?: DynamicFieldType; options?: string[]; defaultValue?: string | null; label?: string },
  ctx: z.RefinementCtx,
) => {
  // A create knows the whole field; an update's default is checked again against the merged field.
  if (f.type && f.defaultValue) {
    const checked = checkDefaultValue(
      { type: f.type, label: f.label ?? '', options: f.options ?? [] },
      f.defaultValue,
    );
    if ('error' in checked && (f.type !== 'select' || (f.options?.length ?? 0) > 0)) {
      ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: checked.error });
    }
  }
  if (f.type === 'select' && f.options?.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: SELECT_NEEDS_OPTIONS_MESSAGE });
  }
  const seen = new Set<string>();
  f.options?.forEach((o, i) => {
    const k = o.toLowerCase();
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: ['options', i], message: 'Lựa chọn bị trùng' });
    seen.add(k);
  });
};

export const dynamicFieldCreateBody = dynamicFieldFields
  .extend({ key: dynamicFieldKeyRule })
  .superRefine(refineOptions);
export type DynamicFieldCreateBody = z.infer<typeof dynamicFieldCreateBody>;
/** The key never changes (values are stored under it); the type changes only while no value exists. */
export const dynamicFieldUpdateBody = updateOf(dynamicFieldFields)
  .extend({ id: idParam })
  .superRefine(refineOptions);
export type DynamicFieldUpdateBody = z.infer<typeof dynamicFieldUpdateBody>;
export const dynamicFieldIdParams = z.object({ id: idParam });
/** DELETE answers 409 dynamic_field_in_use with the count while values exist, unless confirmed. */
export const dynamicFieldDeleteQuery = z.object({
  confirm: queryFlag,
});

/**
 * The deployed system's names of a custom field (docs/compatibility.md): fieldKey, fieldName,
 * fieldType, isRequired, fieldOptions (a list or `{ options: [...] }`), isActive. Its defaultValue
 * is ours too.
 */
const DYNAMIC_FIELD_DEPLOYED_NAMES = {
  fieldKey: 'key',
  fieldName: 'label',
  fieldType: 'type',
  isRequired: 'required',
  fieldOptions: 'options',
  isActive: 'active',
} as const;
const deployedOptions = (ours: z.ZodType) =>
  z.preprocess(
    (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) && 'options' in v ? v.options : v),
    ours,
  );

/** POST organization/dynamic-fields as the API reads it: our names or the deployed ones. */
export const dynamicFieldCreateRequest = acceptingDeployedNames(
  dynamicFieldFields.extend({ key: dynamicFieldKeyRule }),
  DYNAMIC_FIELD_DEPLOYED_NAMES,
  dynamicFieldCreateBody,
  { fieldOptions: deployedOptions },
);
/** PUT organization/dynamic-fields as the API reads it (the key never changes: fieldKey, like key, is ignored). */
export const dynamicFieldUpdateRequest = acceptingDeployedNames(
  dynamicFieldFields.extend({ id: idParam }),
  {
    fieldName: 'label',
    fieldType: 'type',
    isRequired: 'required',
    fieldOptions: 'options',
    isActive: 'active',
  },
  dynamicFieldUpdateBody,
  { fieldOptions: deployedOptions },
);

export const dynamicFieldSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  label: z.string(),
  type: z.enum(DYNAMIC_FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  defaultValue: z.string().nullable(),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type DynamicFieldSchema = z.infer<typeof dynamicFieldSchema>;
/** In the custom-fields list: how many organisations hold a value of the field. */
export const dynamicFieldItem = dynamicFieldSchema.extend({ usageCount: z.number().int() });
export type DynamicFieldItem = z.infer<typeof dynamicFieldItem>;

/** A custom field in the answers of organization/dynamic-fields: ours and the deployed names beside. */
export const deployedFieldNames = {
  fieldKey: z.string(),
  fieldName: z.string(),
  fieldType: z.enum(DYNAMIC_FIELD_TYPES),
  isRequired: z.boolean(),
  fieldOptions: z.object({ options: z.array(z.string()) }),
  isActive: z.boolean(),
};
export const dynamicFieldAnswer = dynamicFieldSchema.extend(deployedFieldNames);
export const dynamicFieldItemAnswer = dynamicFieldItem.extend(deployedFieldNames);
/** A custom field with the deployed names added. */
export const withDeployedFieldNames = <F extends DynamicFieldSchema>(f: F) => ({
  ...f,
  fieldKey: f.key,
  fieldName: f.label,
  fieldType: f.type,
  isRequired: f.required,
  fieldOptions: { options: f.options },
  isActive: f.active,
});
/** GET organization/dynamic-fields: `active=true` answers only the fields in use (the forms read these). */
export const dynamicFieldListQuery = z.object({ active: queryFlag });

export type CustomValue = string | number | boolean;
export const customFieldValues = z.record(
  z.string().max(DYNAMIC_FIELD_KEY_MAX),
  z.union([z.string().max(DYNAMIC_TEXT_VALUE_MAX), z.number(), z.boolean(), z.null()]),
);
export type CustomFieldValues = z.infer<typeof customFieldValues>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date that exists (2024-02-30 does not: Date would roll it over to March). */
const isRealDate = (s: string) => ISO_DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/**
 * A custom field's label as a sentence names it: lower case first letter ('Quy mô lao động' → 'quy mô lao
 * động'), unless the first word is an abbreviation ('CCCD người đại diện').
 */
export const labelInSentence = (label: string) =>
  /^\p{Lu}\p{Lu}/u.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/** What an empty required custom field says: typed fields "Vui lòng nhập …", picked ones "Vui lòng chọn …". */
export const customFieldRequiredMessage = (field: Pick<DynamicFieldSchema, 'type' | 'label'>) =>
  (field.type === 'text' || field.type === 'textarea' || field.type === 'number'
    ? enterMessage
    : pickMessage)(labelInSentence(field.label));

/**
 * Checks one value against its field; answers the normalised value or a Vietnamese message.
 * Blank (undefined, null, '') is "no value": refused only when the field is required.
 */
export function checkCustomValue(
  field: Pick<DynamicFieldSchema, 'type' | 'label' | 'options' | 'required'>,
  raw: unknown,
): { value: CustomValue | undefined } | { error: string } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    return field.required ? { error: customFieldRequiredMessage(field) } : { value: undefined };
  }
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const s = String(raw).trim();
      return s.length > DYNAMIC_TEXT_VALUE_MAX
        ? { error: `Tối đa ${DYNAMIC_TEXT_VALUE_MAX} ký tự` }
        : { value: s };
    }
    case 'number': {
      // Plain decimals only ('12', '-3,5'): Number() would also take '0x10', '1e3' or '0b1'.
      const s = typeof raw === 'number' ? String(raw) : String(raw).trim();
      if (typeof raw !== 'number' && !/^-?\d+([.,]\d+)?$/.test(s)) return { error: 'Phải là số' };
      const n = Number(s.replace(',', '.'));
      return Number.isFinite(n) ? { value: n } : { error: 'Phải là số' };
    }
    case 'date': {
      const s = String(raw).trim();
      return isRealDate(s) ? { value: s } : { error: 'Ngày không hợp lệ (YYYY-MM-DD)' };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      const s = String(raw).trim().toLowerCase();
      if (YES_WORDS.includes(s)) return { value: true };
      if (NO_WORDS.includes(s)) return { value: false };
      return { error: 'Chỉ nhận Có hoặc Không' };
    }
    case 'select': {
      const s = String(raw).trim();
      const match = field.options.find((o) => o.toLowerCase() === s.toLowerCase());
      return match ? { value: match } : { error: `Chỉ nhận một trong: ${field.options.join(', ')}` };
    }
  }
}

type CustomFieldRule = Pick<DynamicFieldSchema, 'key' | 'label' | 'type' | 'options' | 'required'> & {
  active?: boolean;
};
/** An inactive field asks for no value (it is not on the forms); a value given is still checked. */
const asChecked = (field: CustomFieldRule) =>
  field.active === false ? { ...field, required: false } : field;
type CustomValueProblem = { key: string; message: string };

/** A key that names no custom field is refused, never dropped: the caller meant something by it. */
export const UNKNOWN_CUSTOM_FIELD_MESSAGE = 'Không có trường tùy chỉnh này';

const unknownKeys = (fields: readonly CustomFieldRule[], values: Record<string, unknown>) => {
  const known = new Set(fields.map((f) => f.key));
  return Object.keys(values)
    .filter((key) => values[key] !== undefined && !known.has(key))
    .map((key) => ({ key, message: UNKNOWN_CUSTOM_FIELD_MESSAGE }));
};

/**
 * A new organisation's custom values (create, the form): every field checked (a required one must
 * have a value), an unknown key refused; the values to store (blank ones left out) or the problems
 * by key.
 */
export function checkCustomValues(
  fields: readonly CustomFieldRule[],
  values: Record<string, unknown>,
): { values: Record<string, CustomValue>; errors: CustomValueProblem[] } {
  const out: Record<string, CustomValue> = {};
  const errors = unknownKeys(fields, values);
  for (const field of fields) {
    const checked = checkCustomValue(asChecked(field), values[field.key]);
    if ('error' in checked) errors.push({ key: field.key, message: checked.error });
    else if (checked.value !== undefined) out[field.key] = checked.value;
  }
  return { values: out, errors };
}

/**
 * The custom values an update changes (docs/requirements.md, "Updates"): only the keys given are
 * checked — a key left out keeps its stored value, so an organisation stored before a field became
 * required can still be renamed — and blank (null, '') clears a value (refused for a required
 * field). Answers the changes (null: remove the value) or the problems by key.
 */
export function checkCustomPatch(
  fields: readonly CustomFieldRule[],
  values: Record<string, unknown>,
): { values: Record<string, CustomValue | null>; errors: CustomValueProblem[] } {
  const out: Record<string, CustomValue | null> = {};
  const errors = unknownKeys(fields, values);
  for (const field of fields) {
    if (values[field.key] === undefined) continue;
    const checked = checkCustomValue(asChecked(field), values[field.key]);
    if ('error' in checked) errors.push({ key: field.key, message: checked.error });
    else out[field.key] = checked.value ?? null;
  }
  return { values: out, errors };
}

/** Stored custom values with an update's changes applied (null removes a value). */
export function mergeCustomValues(
  stored: Record<string, CustomValue>,
  changes: Record<string, CustomValue | null>,
): Record<string, CustomValue> {
  const merged: Record<string, CustomValue> = { ...stored };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

// --- Organisation rows ------------------------------------------------------------------------------

export const organizationLevelRule = z.enum(ORGANIZATION_LEVELS, { error: 'Vui lòng chọn cấp đơn vị' });
export const organizationStatusRule = z.enum(ORGANIZATION_STATUSES, { error: 'Trạng thái không hợp lệ' });

/** The fields an officer edits (an update takes any of them: `updateOf`). */
export const organizationFields = z.object({
  name: organizationNameRule,
  code: clearable(organizationCodeRule),
  organizationParentId: nullableId,
  level: organizationLevelRule.default('grassroots'),
  xaPhuongId: nullableId,
  cumKhuCnId: nullableId,
  loaiHinh: nullableId,
  loaiCongTy: nullableId,
  namThanhLap: clearable(foundingYearRule),
  address: clearableText(ORGANIZATION_ADDRESS_MAX),
  // An office number is often typed in groups ('0204 3856 789'): the separators are dropped.
  phoneNumber: clearable(
    z.preprocess((v) => (typeof v === 'string' ? v.replace(/[\s.()-]/g, '') : v), phoneRule),
  ),
  email: clearable(emailRule),
  chairName: clearableText(150),
  chairPhone: clearable(
    z.preprocess((v) => (typeof v === 'string' ? v.replace(/[\s.()-]/g, '') : v), phoneRule),
  ),
  workerCount: countRule,
  workerMaleCount: countRule,
  workerFemaleCount: countRule,
  memberCount: countRule,
  memberMaleCount: countRule,
  memberFemaleCount: countRule,
  /** The declared sizes of the executive board (BCH) and the audit committee (UBKT). */
  executiveBoardSize: countRule,
  auditCommitteeSize: countRule,
  businessSector: clearableText(ORGANIZATION_ADDRESS_MAX),
  country: clearableText(100),
  note: clearableText(ORGANIZATION_NOTE_MAX),
  status: organizationStatusRule.default('active'),
});
export type OrganizationFields = z.infer<typeof organizationFields>;

/**
 * The deployed system's names of an organisation's fields (its `organization` columns), accepted
 * beside ours by create-organization, update-organization and with-dynamic-fields
 * (docs/compatibility.md). `organizationLevel` takes our level values only.
 */
export const ORGANIZATION_DEPLOYED_NAMES = {
  diaChi: 'address',
  tenChuTichCongDoan: 'chairName',
  sdtChuTich: 'chairPhone',
  slCongDoanNam: 'memberMaleCount',
  slCongDoanNu: 'memberFemaleCount',
  slCongNhanVienChucLdNam: 'workerMaleCount',
  slCongNhanVienChucLdNu: 'workerFemaleCount',
  tongSoCongDoan: 'memberCount',
  tongSoCnvcld: 'workerCount',
  soUyVienBch: 'executiveBoardSize',
  soUyVienUbkt: 'auditCommitteeSize',
  nganhNgheSxKinhDoanh: 'businessSector',
  quocGia: 'country',
  ghiChu: 'note',
  organizationLevel: 'level',
} as const satisfies Record<string, keyof OrganizationFields>;

export const BOTH_CUSTOM_NAMES_MESSAGE = 'Chỉ gửi một trong hai: customFields hoặc dynamicFields';

/**
 * Custom values by key, under either name: `customFields`, or `dynamicFields` as the deployed
 * system's clients call them (its column and request name, null when a unit has none: null is
 * "none given", never "clear them all"). Both at once is refused.
 */
const customValues = {
  customFields: blankIsNoValue(customFieldValues),
  dynamicFields: blankIsNoValue(customFieldValues).describe('Tên khác của customFields (hệ thống đang chạy)'),
};
const oneCustomName = (b: { customFields?: unknown; dynamicFields?: unknown }, ctx: z.RefinementCtx) => {
  if (b.customFields !== undefined && b.dynamicFields !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['dynamicFields'], message: BOTH_CUSTOM_NAMES_MESSAGE });
  }
};
/** The custom values a body carries, under whichever name it used. */
export const customValuesOf = (b: { customFields?: CustomFieldValues; dynamicFields?: CustomFieldValues }) =>
  b.customFields ?? b.dynamicFields;

/** create-organization: the fields and, optionally, custom values (checked against every field). */
export const organizationCreateBody = organizationFields.extend(customValues).superRefine(oneCustomName);
export type OrganizationCreateBody = z.infer<typeof organizationCreateBody>;
/**
 * update-organization and with-dynamic-fields (one operation): the fields given change, the others
 * stay; custom values change key by key (null clears one).
 */
export const organizationUpdateBody = updateOf(organizationFields)
  .extend({ id: idParam, ...customValues })
  .superRefine(oneCustomName);
export type OrganizationUpdateBody = z.infer<typeof organizationUpdateBody>;
/** create-organization as the API reads it: our names or the deployed ones. */
export const organizationCreateRequest = acceptingDeployedNames(
  organizationFields.extend(customValues),
  ORGANIZATION_DEPLOYED_NAMES,
  organizationCreateBody,
);
/** update-organization and with-dynamic-fields as the API reads them: our names or the deployed ones. */
export const organizationUpdateRequest = acceptingDeployedNames(
  organizationFields.extend({ id: idParam, ...customValues }),
  ORGANIZATION_DEPLOYED_NAMES,
  organizationUpdateBody,
);
/** Moving in the structure tree: a new parent (null = a root, for province-wide callers only). */
export const organizationMoveBody = z.object({ id: idParam, organizationParentId: idParam.nullable() });
export type OrganizationMoveBody = z.infer<typeof organizationMoveBody>;

export const organizationDeleteQuery = z.object({ organizationID: idParam });
export const organizationIdQuery = z.object({ organizationId: idParam });

export const organizationItem = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  organizationParentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  level: z.enum(ORGANIZATION_LEVELS),
  xaPhuongId: z.number().int().nullable(),
  xaPhuongName: z.string().nullable(),
  cumKhuCnId: z.number().int().nullable(),
  cumKhuCnName: z.string().nullable(),
  loaiHinh: z.number().int().nullable(),
  loaiHinhName: z.string().nullable(),
  loaiCongTy: z.number().int().nullable(),
  loaiCongTyName: z.string().nullable(),
  namThanhLap: z.number().int().nullable(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  chairName: z.string().nullable(),
  chairPhone: z.string().nullable(),
  workerCount: z.number().int().nullable(),
  workerMaleCount: z.number().int().nullable(),
  workerFemaleCount: z.number().int().nullable(),
  memberCount: z.number().int().nullable(),
  memberMaleCount: z.number().int().nullable(),
  memberFemaleCount: z.number().int().nullable(),
  executiveBoardSize: z.number().int().nullable(),
  auditCommitteeSize: z.number().int().nullable(),
  businessSector: z.string().nullable(),
  country: z.string().nullable(),
  note: z.string().nullable(),
  /**
   * The union's member records (every status): above 0, memberCount is counted from them (members
   * đang sinh hoạt) and cannot be typed; 0, it is the declared figure.
   */
  memberRecordCount: z.number().int(),
  status: z.enum(ORGANIZATION_STATUSES),
  customFields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  childCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrganizationItem = z.infer<typeof organizationItem>;

/** The detail adds the way from the root (ids and names, root first), for the breadcrumb. */
export const organizationDetail = organizationItem.extend({
  /** inScope: whether the caller may open that organisation (else only its name is shown). */
  ancestors: z.array(z.object({ id: z.number().int(), name: z.string(), inScope: z.boolean() })),
  userCount: z.number().int(),
  staffCount: z.number().int(),
});
export type OrganizationDetail = z.infer<typeof organizationDetail>;

/** The deployed system's names of an organisation's fields, beside ours in the answers (docs/compatibility.md). */
const deployedOrganizationNames = {
  diaChi: organizationItem.shape.address,
  tenChuTichCongDoan: organizationItem.shape.chairName,
  sdtChuTich: organizationItem.shape.chairPhone,
  slCongDoanNam: organizationItem.shape.memberMaleCount,
  slCongDoanNu: organizationItem.shape.memberFemaleCount,
  slCongNhanVienChucLdNam: organizationItem.shape.workerMaleCount,
  slCongNhanVienChucLdNu: organizationItem.shape.workerFemaleCount,
  tongSoCongDoan: organizationItem.shape.memberCount,
  tongSoCnvcld: organizationItem.shape.workerCount,
  soUyVienBch: organizationItem.shape.executiveBoardSize,
  soUyVienUbkt: organizationItem.shape.auditCommitteeSize,
  nganhNgheSxKinhDoanh: organizationItem.shape.businessSector,
  quocGia: organizationItem.shape.country,
  ghiChu: organizationItem.shape.note,
  organizationLevel: organizationItem.shape.level,
} satisfies Record<keyof typeof ORGANIZATION_DEPLOYED_NAMES, z.ZodType>;
export const organizationItemAnswer = organizationItem.extend(deployedOrganizationNames);
export const organizationDetailAnswer = organizationDetail.extend(deployedOrganizationNames);
/** An organisation with the deployed names of its fields added. */
export function withDeployedOrganizationNames<T extends OrganizationItem>(item: T) {
  const names = Object.fromEntries(
    Object.entries(ORGANIZATION_DEPLOYED_NAMES).map(([theirs, ours]) => [theirs, item[ours]]),
  ) as { [K in keyof typeof ORGANIZATION_DEPLOYED_NAMES]: T[(typeof ORGANIZATION_DEPLOYED_NAMES)[K]] };
  return { ...item, ...names };
}

/** `cumKhuCnId` may repeat (`?cumKhuCnId=1&cumKhuCnId=2`) or come comma-separated. */
const idList = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(','));
  const ids = parts.map((x) => x.trim()).filter(Boolean);
  return ids.length ? ids : undefined;
}, z.array(idParam).max(100).optional());

/**
 * The record dates the organisation lists, statistics and report filter by (spec §3 "date range"): created (Ngày tạo) and
 * last updated (Ngày cập nhật), each a range of Việt Nam days 'YYYY-MM-DD', both ends included and
 * either may be left out. The founding year (namThanhLap) is a year, not a date: it keeps its own filter.
 */
export const ORGANIZATION_DATE_FIELDS = ['created', 'updated'] as const;
export type OrganizationDateField = (typeof ORGANIZATION_DATE_FIELDS)[number];
export const ORGANIZATION_DATE_LABELS: Record<OrganizationDateField, string> = {
  created: 'Ngày tạo',
  updated: 'Ngày cập nhật',
};
const isCalendarDay = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().startsWith(s);
};
const dayFilter = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} không hợp lệ (YYYY-MM-DD)` })
      .trim()
      .refine(isCalendarDay, `${label} không hợp lệ (YYYY-MM-DD)`)
      .optional(),
  );
export const organizationDateRange = z.object({
  createdFrom: dayFilter('Ngày tạo từ'),
  createdTo: dayFilter('Ngày tạo đến'),
  updatedFrom: dayFilter('Ngày cập nhật từ'),
  updatedTo: dayFilter('Ngày cập nhật đến'),
});
export type OrganizationDateRange = z.infer<typeof organizationDateRange>;
/** "from" after "to" in a range: its message names the field. */
export const dateRangeOrderMessage = (field: OrganizationDateField) =>
  `${ORGANIZATION_DATE_LABELS[field]}: từ ngày không được sau đến ngày`;
/** Each range's start is not after its end (when both are given). */
export function checkDateRanges(q: Partial<OrganizationDateRange>, ctx: z.RefinementCtx) {
  for (const field of ORGANIZATION_DATE_FIELDS) {
    const from = q[`${field}From`];
    const to = q[`${field}To`];
    if (from !== undefined && to !== undefined && from > to)
      ctx.addIssue({ code: 'custom', path: [`${field}From`], message: dateRangeOrderMessage(field) });
  }
}

/** The filters every organisation list and the statistics share. */
export const organizationFilters = z.object({
  search: optionalText(SEARCH_TEXT_MAX),
  xaPhuongId: optionalId,
  cumKhuCnId: idList,
  organizationParentId: optionalId,
  loaiHinh: optionalId,
  loaiCongTy: optionalId,
  namThanhLap: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(9999).optional()),
  level: z.preprocess(blankToUndefined, organizationLevelRule.optional()),
  status: z.preprocess(blankToUndefined, organizationStatusRule.optional()),
  ...organizationDateRange.shape,
});
export type OrganizationFilters = z.infer<typeof organizationFilters>;
/** The filters as a query of their own (statistics, report): a range's start not after its end. */
export const organizationFilterQuery = organizationFilters.superRefine(checkDateRanges);

/** The columns the organisation lists sort by. */
export const ORGANIZATION_SORT_COLUMNS = [
  'name',
  'code',
  'level',
  'xaPhuongName',
  'namThanhLap',
  'workerCount',
  'memberCount',
  'status',
  'createdAt',
] as const;
const organizationSort = sortQuery(ORGANIZATION_SORT_COLUMNS);

/** list-all-organization: limit 100 by default. */
export const organizationListQuery = pageQueryWithLimit(ORGANIZATION_LIST_LIMIT)
  .extend({
    ...organizationFilters.shape,
    ...organizationSort,
  })
  .superRefine(checkDateRanges);
export type OrganizationListQuery = z.infer<typeof organizationListQuery>;
/** list-by-permission: limit 10 by default. */
export const organizationByPermissionQuery = pageQueryWithLimit(ORGANIZATION_BY_PERMISSION_LIMIT)
  .extend({
    ...organizationFilters.shape,
    ...organizationSort,
  })
  .superRefine(checkDateRanges);
/** list-all: a short lookup (id, name) for pickers, 50 by default. */
export const organizationLookupQuery = pageQueryWithLimit(ORGANIZATION_LOOKUP_LIMIT).extend({
  level: z.preprocess(blankToUndefined, organizationLevelRule.optional()),
});
export type OrganizationLookupQuery = z.infer<typeof organizationLookupQuery>;

export const organizationList = z.object({
  data: z.object({
    list: z.array(organizationItemAnswer),
    count: z.number().int(),
    dynamicFieldSchemas: z.array(dynamicFieldSchema),
  }),
});

export const organizationLookupItem = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  level: z.enum(ORGANIZATION_LEVELS),
  organizationParentId: z.number().int().nullable(),
});
export type OrganizationLookupItem = z.infer<typeof organizationLookupItem>;

// --- Structure tree (list-all-organization-pc) ------------------------------------------------------

/**
 * Without search: the children of `organizationParentId` (absent: the roots of the caller's scope).
 * With search: the matches and every ancestor of theirs inside the scope, so the tree can open down
 * to each match.
 */
export const organizationTreeQuery = z.object({
  organizationParentId: optionalId,
  search: optionalText(SEARCH_TEXT_MAX),
});
export type OrganizationTreeQuery = z.infer<typeof organizationTreeQuery>;
export const organizationTreeNode = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  level: z.enum(ORGANIZATION_LEVELS),
  status: z.enum(ORGANIZATION_STATUSES),
  organizationParentId: z.number().int().nullable(),
  childCount: z.number().int(),
  memberCount: z.number().int().nullable(),
  /** Above 0: memberCount is counted from this many member records (organizationItem). */
  memberRecordCount: z.number().int(),
  /** Members of the organisation and every organisation under it. */
  subtreeMemberCount: z.number().int(),
  /** With search: whether the node itself matched (an ancestor is there to show the way). */
  matched: z.boolean(),
});
export type OrganizationTreeNode = z.infer<typeof organizationTreeNode>;

// --- Statistics -------------------------------------------------------------------------------------

export const statisticBucket = z.object({
  /** null: the organisations with no value (shown as 'Chưa xác định'). */
  id: z.number().int().nullable(),
  name: z.string(),
  count: z.number().int(),
});
export type StatisticBucket = z.infer<typeof statisticBucket>;
export const UNKNOWN_BUCKET = 'Chưa xác định';
export const organizationStatistics = z.object({
  total: z.number().int(),
  active: z.number().int(),
  dissolved: z.number().int(),
  workerCount: z.number().int(),
  memberCount: z.number().int(),
  byWard: z.array(statisticBucket),
  byZone: z.array(statisticBucket),
  byLoaiHinh: z.array(statisticBucket),
  byLoaiCongTy: z.array(statisticBucket),
  /** id = first year of the decade (1990 for 1990–1999). */
  byDecade: z.array(statisticBucket),
});
export type OrganizationStatistics = z.infer<typeof organizationStatistics>;

// --- Choice lists (loại hình, loại công ty) ---------------------------------------------------------

export const choiceListRule = z.enum(CHOICE_LISTS, { error: 'Danh mục không hợp lệ' });
export const choiceListQuery = z.object({ list: z.preprocess(blankToUndefined, choiceListRule.optional()) });
export const choiceCreateBody = z.object({
  list: choiceListRule,
  name: requiredText('tên', 150),
  sortOrder: sortOrderRule,
});
export type ChoiceCreateBody = z.infer<typeof choiceCreateBody>;
/** The name and order; the list stays. */
export const choiceUpdateBody = updateOf(choiceCreateBody.omit({ list: true })).extend({ id: idParam });
export type ChoiceUpdateBody = z.infer<typeof choiceUpdateBody>;
export const choiceIdQuery = z.object({ choiceId: idParam });
export const choiceItem = z.object({
  id: z.number().int(),
  list: z.enum(CHOICE_LISTS),
  name: z.string(),
  sortOrder: z.number().int(),
  usageCount: z.number().int(),
});
export type ChoiceItem = z.infer<typeof choiceItem>;

// --- Import and export files ------------------------------------------------------------------------

export const ORGANIZATION_TEMPLATE_FILE_NAME = 'template_import.xlsx';
export const ORGANIZATION_IMPORT_ERRORS_FILE_NAME = 'don_vi_kem_loi.xlsx';
export const ORGANIZATION_REPORT_FILE_NAME = 'BaoCao_CDCS.xlsx';
/** An empty download (docs/requirements.md, "Downloads"). */
export const EMPTY_DOWNLOAD_MESSAGE = 'Không có dữ liệu file để tải xuống';
export const ORGANIZATION_IMPORT_START_ROW = 3;
export const ORGANIZATION_IMPORT_MAX_ROWS = 10_000;

/** import-excel: `startRow` (default 3) is the first data row; the headers are on the row above. */
export const organizationImportQuery = z.object({
  startRow: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(2, 'Dòng bắt đầu từ 2').max(100).default(ORGANIZATION_IMPORT_START_ROW),
  ),
});
export const organizationImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type OrganizationImportResult = z.infer<typeof organizationImportResult>;

import { type DynamicFieldSchema, type OrganizationDetail, organizationUpdateBody } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { emptiedAsNull } from '../../../lib/update-body';
import {
  formFields,
  newOrganizationValues,
  organizationBody,
  organizationFormValues,
  placesFromParent,
  serverFieldProblems,
} from './organization-form-values';

const field = (key: string, type: DynamicFieldSchema['type'], extra: Partial<DynamicFieldSchema> = {}) =>
  ({
    id: 1,
    key,
    label: key,
    type,
    options: [],
    required: false,
    defaultValue: null,
    active: true,
    sortOrder: 0,
    ...extra,
  }) as DynamicFieldSchema;

const fields = [
  field('thoa_uoc_lao_dong', 'boolean'),
  field('quy_mo', 'select', {
    label: 'Quy mô lao động',
    options: ['Dưới 50', 'Từ 50 đến 200'],
    required: true,
  }),
  field('ngay_dai_hoi', 'date'),
  field('ghi_chu', 'text'),
];

describe('organisation form body', () => {
  it('starts each custom field at its default value, as its input holds it', () => {
    const withDefaults = [
      field('so_ca', 'number', { defaultValue: '2.5' }),
      field('co_bep', 'boolean', { defaultValue: 'true' }),
      field('mo_ta', 'textarea', { defaultValue: 'Chưa có' }),
      field('ngay', 'date', { defaultValue: '2024-03-05' }),
    ];
    expect(newOrganizationValues(withDefaults).customFields).toEqual({
      so_ca: 2.5,
      co_bep: true,
      mo_ta: 'Chưa có',
      ngay: '2024-03-05',
    });
  });

  it('sends no value of an inactive field: the stored one stays', () => {
    const all = [field('ghi_chu', 'text'), field('so_cu', 'text', { active: false, required: true })];
    const shown = formFields(all);
    expect(shown.map((f) => f.key)).toEqual(['ghi_chu']);
    const built = organizationBody({ name: 'Công đoàn Công ty TNHH An Phát', customFields: {} }, shown, 7);
    expect('body' in built && built.body.customFields).toEqual({ ghi_chu: null });
  });

  it('starts a new organisation at grassroots level, active, yes/no fields at Không', () => {
    expect(newOrganizationValues(fields)).toEqual({
      level: 'grassroots',
      status: 'active',
      customFields: { thoa_uoc_lao_dong: false },
    });
  });

  it('sends the fields as the form holds them and every custom value checked, a blank one as null', () => {
    const built = organizationBody(
      {
        name: 'Công đoàn Công ty TNHH An Phát',
        xaPhuongId: 4,
        cumKhuCnId: undefined,
        customFields: {
          thoa_uoc_lao_dong: true,
          quy_mo: 'từ 50 đến 200',
          ngay_dai_hoi: '2024-03-05',
          ghi_chu: ' ',
        },
      },
      fields,
      null,
    );
    expect(built).toEqual({
      body: {
        name: 'Công đoàn Công ty TNHH An Phát',
        xaPhuongId: 4,
        cumKhuCnId: undefined,
        customFields: {
          thoa_uoc_lao_dong: true,
          quy_mo: 'Từ 50 đến 200',
          ngay_dai_hoi: '2024-03-05',
          ghi_chu: null,
        },
      },
    });
    const edited = organizationBody({ name: 'X', customFields: { quy_mo: 'Dưới 50' } }, fields, 9);
    expect('body' in edited && edited.body).toEqual({
      id: 9,
      name: 'X',
      customFields: { thoa_uoc_lao_dong: null, quy_mo: 'Dưới 50', ngay_dai_hoi: null, ghi_chu: null },
    });
  });

  it('refuses custom values the shared rule refuses, on their fields', () => {
    expect(organizationBody({ name: 'X', customFields: { quy_mo: 'Rất lớn' } }, fields, null)).toEqual({
      problems: [
        { name: ['customFields', 'quy_mo'], errors: ['Chỉ nhận một trong: Dưới 50, Từ 50 đến 200'] },
      ],
    });
    expect(organizationBody({ name: 'X', customFields: {} }, fields, null)).toEqual({
      problems: [{ name: ['customFields', 'quy_mo'], errors: ['Vui lòng chọn quy mô lao động'] }],
    });
  });
});

/** An organisation as the demo data holds many: no code, phone, email, address, chair or counts. */
const seeded: OrganizationDetail = {
  id: 42,
  code: null,
  name: 'Công đoàn Công ty TNHH May Bắc Giang',
  organizationParentId: 3,
  parentName: 'Công đoàn Khu công nghiệp Quang Châu',
  level: 'grassroots',
  xaPhuongId: 7,
  xaPhuongName: 'Phường Quang Châu',
  cumKhuCnId: null,
  cumKhuCnName: null,
  loaiHinh: null,
  loaiHinhName: null,
  loaiCongTy: null,
  loaiCongTyName: null,
  namThanhLap: null,
  address: null,
  phoneNumber: null,
  email: null,
  chairName: null,
  chairPhone: null,
  workerCount: null,
  workerMaleCount: null,
  workerFemaleCount: null,
  memberCount: null,
  memberMaleCount: null,
  memberFemaleCount: null,
  executiveBoardSize: null,
  auditCommitteeSize: null,
  businessSector: null,
  country: null,
  note: null,
  memberRecordCount: 0,
  status: 'active',
  customFields: { quy_mo: 'Dưới 50' },
  childCount: 0,
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:05.000Z',
  ancestors: [{ id: 3, name: 'Công đoàn Khu công nghiệp Quang Châu', inScope: true }],
  userCount: 0,
  staffCount: 0,
};

describe('editing an organisation', () => {
  it('starts the inputs of empty texts and counts as empty, not null', () => {
    const values = organizationFormValues(seeded, fields);
    for (const key of [
      'code',
      'address',
      'phoneNumber',
      'email',
      'chairName',
      'chairPhone',
      'workerCount',
      'memberCount',
      'executiveBoardSize',
      'auditCommitteeSize',
      'businessSector',
      'country',
      'note',
    ]) {
      expect(values[key as keyof typeof values], key).toBeUndefined();
    }
    expect(values).toMatchObject({
      name: seeded.name,
      organizationParentId: 3,
      xaPhuongId: 7,
      cumKhuCnId: null,
      status: 'active',
      customFields: { thoa_uoc_lao_dong: false, quy_mo: 'Dưới 50' },
    });
  });

  it('saves a seeded organisation with one count changed: the body as sent passes the shared rule', () => {
    const values = { ...organizationFormValues(seeded, fields), memberCount: 120, chairName: undefined };
    const built = organizationBody(values, fields, seeded.id);
    if (!('body' in built)) throw new Error('refused on the client');
    const parsed = organizationUpdateBody.safeParse(JSON.parse(JSON.stringify(emptiedAsNull(built.body))));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({ id: 42, memberCount: 120, organizationParentId: 3 });
    // The emptied inputs go as null (clear), not left out (which would keep what is stored).
    expect(parsed.data).toMatchObject({ phoneNumber: null, chairName: null, cumKhuCnId: null });
  });
});

describe('a new organisation under a parent', () => {
  const parent = { xaPhuongId: 7, cumKhuCnId: 3 };
  const never = () => false;

  it("takes the parent's ward and zone into empty fields", () => {
    expect(placesFromParent(parent, {}, never)).toEqual({ xaPhuongId: 7, cumKhuCnId: 3 });
    expect(placesFromParent({ xaPhuongId: 7, cumKhuCnId: null }, { cumKhuCnId: null }, never)).toEqual({
      xaPhuongId: 7,
    });
  });

  it('keeps what the officer chose, and follows a new parent where the last one filled the field', () => {
    const touched = (field: string) => field === 'xaPhuongId';
    expect(placesFromParent(parent, { xaPhuongId: 9, cumKhuCnId: 5 }, touched)).toEqual({ cumKhuCnId: 3 });
    // Chosen, then cleared: empty again, so the parent's fills it.
    expect(placesFromParent(parent, { xaPhuongId: null }, touched)).toEqual({
      xaPhuongId: 7,
      cumKhuCnId: 3,
    });
    expect(
      placesFromParent({ xaPhuongId: 8, cumKhuCnId: null }, { xaPhuongId: 7, cumKhuCnId: 3 }, never),
    ).toEqual({ xaPhuongId: 8, cumKhuCnId: null });
  });
});

describe('server refusals on the form', () => {
  it('puts field details on their fields, custom values included', () => {
    const error = new ApiError('Quy mô lao động: Vui lòng chọn quy mô lao động', 400, {
      code: 'custom_value_invalid',
      details: [{ path: 'customFields.quy_mo', message: 'Vui lòng chọn quy mô lao động' }],
    });
    expect(serverFieldProblems(error)).toEqual([
      { name: ['customFields', 'quy_mo'], errors: ['Vui lòng chọn quy mô lao động'] },
    ]);
  });

  it('names the field of a refusal without details', () => {
    expect(
      serverFieldProblems(new ApiError('Mã đơn vị đã tồn tại', 409, { code: 'organization_code_exists' })),
    ).toEqual([{ name: ['code'], errors: ['Mã đơn vị đã tồn tại'] }]);
    expect(serverFieldProblems(new ApiError('Không tìm thấy', 404, { code: 'not_found' }))).toEqual([]);
    expect(serverFieldProblems(new Error('x'))).toEqual([]);
  });
});

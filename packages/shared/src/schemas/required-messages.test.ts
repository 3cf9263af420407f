import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index.js';

/**
 * Every required field of a request says, when left empty, a sentence naming it: "Vui lòng nhập <field>" or
 * "Vui lòng chọn <field>" (docs/requirements.md, "Validation messages"). The web's forms show that sentence
 * as it is, so a field without one would show a bare "Giá trị không hợp lệ".
 */
const SENTENCE = /^Vui lòng (nhập|chọn) \S/;

/** Words a specification fixes, field by field (the spec's own, or the deployed system's that its clients expect). */
const FIXED_MESSAGES: Record<string, string> = {
  // POST zalo-accounts/create-user (spec §3, §5)
  'zaloCreateUserBody.fullName': shared.ZALO_FULL_NAME_REQUIRED_MESSAGE,
  'zaloCreateUserBody.email': 'Email không hợp lệ',
  'zaloCreateUserBody.roleId': 'Chọn vai trò',
  // the deployed system's DTOs (/work/shared/DEPLOYED.md)
  'eventCreateBody.tenSuKien': 'Tên sự kiện không được để trống',
  'eventCreateBody.thoiGianBatDau': 'Thời gian bắt đầu không được để trống',
  'eventTypeCreateBody.ten': 'Tên loại sự kiện không được để trống',
  'reportCreateBody.tenBaoCao': 'Tên báo cáo không được để trống',
  'reportFields.tenBaoCao': 'Tên báo cáo không được để trống',
  'periodCreateBody.loaiKy': 'Loại kỳ không hợp lệ',
  'periodFields.loaiKy': 'Loại kỳ không hợp lệ',
  // the mini-app scans a code, it does not type or pick one
  'attendanceQrBody.ma': 'Vui lòng quét mã điểm danh',
};

/**
 * Fields no person fills in: the page supplies them (the row's id, the category of the page, the button
 * pressed, the permissions grid), or they hold a nested form whose own fields are checked where it is built.
 */
const NOT_FILLED_IN = new Set([
  'activeLockUserBody.isActive',
  'admissionRequestBody.member',
  'attendanceBody.userIds',
  'categoryItemCreateBody.kind',
  'choiceCreateBody.list',
  'eventNoticeSeenBody.nguoiNhanId',
  'eventNoticeSeenBody.suKienId',
  'eventNoticeSendAllBody.suKienId',
  'eventNoticeSendBody.suKienId',
  'memberChangeRequestBody.changes',
  'organizationMoveBody.organizationParentId',
  'registrationAddBody.userIds',
  'reportDecisionBody.trangThaiPheDuyet',
  'rolePermissionsBody.codes',
]);
/** An id of the row a dialog opened on (`id`, `userId`, `roleId`…), refused with the id rule's own words. */
const ROW_ID_MESSAGE = 'Mã không hợp lệ';

/** The request schemas: bodies, and the field sets and form schemas the web's forms check with. */
const requestSchemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodObject] =>
    entry[1] instanceof z.ZodObject && /(Body|Form|Fields)$/.test(entry[0]) && entry[0] !== 'accountFields',
);

/** The messages an empty value of each required top-level field gets: [schema.field, message]. */
export function emptyFieldMessages(schemas: [string, z.ZodObject][]): [string, string][] {
  return schemas.flatMap(([name, schema]) =>
    Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([field, rule]) => {
      const absent = rule.safeParse(undefined);
      if (absent.success) return []; // optional: an empty value is no value
      return [undefined, ''].flatMap((empty) => {
        const result = rule.safeParse(empty);
        return result.success
          ? []
          : [[`${name}.${field}`, result.error.issues[0]?.message ?? ''] as [string, string]];
      });
    }),
  );
}

/** The messages that break the rule. */
const offending = (schemas: [string, z.ZodObject][]) =>
  emptyFieldMessages(schemas).filter(
    ([key, message]) =>
      !SENTENCE.test(message) &&
      FIXED_MESSAGES[key] !== message &&
      !NOT_FILLED_IN.has(key) &&
      message !== ROW_ID_MESSAGE,
  );

describe('required-field messages', () => {
  it('walks the request schemas and their required fields', () => {
    expect(requestSchemas.length).toBeGreaterThan(60);
    expect(emptyFieldMessages(requestSchemas).length).toBeGreaterThan(100);
  });

  it('names the field in a "Vui lòng nhập/chọn …" sentence, but for the words a specification fixes', () => {
    expect(offending(requestSchemas)).toEqual([]);
  });

  it('examples: typed fields, picked fields, and the kept exception', () => {
    const messages = new Map(emptyFieldMessages(requestSchemas));
    expect(messages.get('memberCreateBody.fullName')).toBe('Vui lòng nhập họ và tên');
    expect(messages.get('staffCreateBody.organizationId')).toBe('Vui lòng chọn đơn vị');
    expect(messages.get('memberStatusBody.effectiveOn')).toBe('Vui lòng chọn ngày hiệu lực');
    expect(messages.get('zaloCreateUserBody.fullName')).toBe('Bắt buộc');
  });

  it('fails on a planted bare "Bắt buộc" or on a field with no message of its own', () => {
    const planted = z.object({ name: z.string({ error: 'Bắt buộc' }).min(1, 'Bắt buộc') });
    expect(offending([['plantedBody', planted]])).toEqual([
      ['plantedBody.name', 'Bắt buộc'],
      ['plantedBody.name', 'Bắt buộc'],
    ]);
    const silent = z.object({ name: z.string().min(1) });
    expect(offending([['silentBody', silent]])).toHaveLength(2);
  });
});

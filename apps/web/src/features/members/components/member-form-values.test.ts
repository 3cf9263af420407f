import { memberCreateBody, vietnamDate } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../lib/form-rules';
import { ADMISSION_BODY, memberItem } from '../../../test/member-fixture';
import {
  admissionBody,
  hasChanges,
  memberChanges,
  memberFormValues,
  newMemberBody,
  newMemberValues,
} from './member-form-values';

const yearsAgo = (years: number) => {
  const [y, m, d] = vietnamDate().split('-');
  return `${Number(y) - years}-${m}-${d}`;
};

describe('the member form’s rules (from the shared schema)', () => {
  it('shows the schema’s Vietnamese messages on the fields', () => {
    expect(fieldError(memberCreateBody, 'fullName', '')).toBe('Vui lòng nhập họ và tên');
    expect(fieldError(memberCreateBody, 'organizationId', undefined)).toBe('Vui lòng chọn công đoàn cơ sở');
    expect(fieldError(memberCreateBody, 'gender', undefined)).toBe('Vui lòng chọn giới tính');
    expect(fieldError(memberCreateBody, 'dateOfBirth', yearsAgo(14))).toBe(
      'Đoàn viên phải đủ 15 tuổi trở lên',
    );
    expect(fieldError(memberCreateBody, 'dateOfBirth', yearsAgo(30))).toBeUndefined();
    expect(fieldError(memberCreateBody, 'identity', '123')).toBe('Số CCCD gồm 12 chữ số');
    expect(fieldError(memberCreateBody, 'identity', '')).toBeUndefined();
    expect(fieldError(memberCreateBody, 'cardNumber', 'DV 12')).toBe(
      'Số thẻ gồm 4–20 chữ in hoa, chữ số, dấu chấm hoặc gạch ngang',
    );
    expect(fieldError(memberCreateBody, 'cardNumber', 'dv2026000123')).toBeUndefined();
    expect(fieldError(memberCreateBody, 'joinedAt', '2999-01-01')).toBe('Ngày không được sau hôm nay');
  });

  it('says when the date of joining comes before the birth, once the other fields are valid', () => {
    const others = {
      organizationId: 5,
      fullName: 'Nguyễn Thị Hoa',
      dateOfBirth: '1990-04-12',
      gender: 'nu',
    };
    expect(fieldError(memberCreateBody, 'joinedAt', '1989-01-01', others)).toBe(
      'Ngày vào công đoàn phải sau ngày sinh',
    );
    expect(fieldError(memberCreateBody, 'joinedAt', '2010-01-01', others)).toBeUndefined();
  });
});

describe('the body the member form sends', () => {
  it('a create: the fields given, empty ones left out (a blank card number is generated)', () => {
    const values = {
      ...newMemberValues(5),
      fullName: '  Nguyễn Thị Hoa ',
      dateOfBirth: '1990-04-12',
      gender: 'nu' as const,
      identity: '',
      cardNumber: ' ',
      ethnicityId: 1,
      userId: 9,
    };
    expect(newMemberBody(values, true)).toEqual({
      organizationId: 5,
      fullName: 'Nguyễn Thị Hoa',
      dateOfBirth: '1990-04-12',
      gender: 'nu',
      ethnicityId: 1,
      partyMember: false,
      userId: 9,
    });
    // without the right to link accounts the account is not sent
    expect(newMemberBody(values, false)).not.toHaveProperty('userId');
  });

  it('an admission request: the member as a create sends it, without account and card, and the note', () => {
    const values = {
      ...newMemberValues(5),
      fullName: ' Vũ Thị Lan',
      dateOfBirth: '1995-09-09',
      gender: 'nu' as const,
      cardNumber: 'DV2026000001',
      userId: 9,
      note: '  Đã có đơn xin gia nhập ',
    };
    expect(admissionBody(values)).toEqual(ADMISSION_BODY);
    expect(admissionBody({ ...values, note: '   ' }).note).toBeNull();
  });

  it('an edit: the id and only the fields that changed, an emptied one as null', () => {
    const member = memberItem();
    const initial = memberFormValues(member);
    const edited = {
      ...initial,
      fullName: 'Nguyễn Thị Hoa ', // spaces only: no change
      phoneNumber: '', // emptied
      religionId: 4,
      hometownWardId: undefined, // a cleared select
      partyMember: true,
      cardNumber: 'dv2015000999',
    };
    const editable = { linking: true, cardNumber: true };
    expect(memberChanges(7, edited, initial, editable)).toEqual({
      id: 7,
      phoneNumber: null,
      religionId: 4,
      hometownWardId: null,
      partyMember: true,
      cardNumber: 'DV2015000999',
    });
    // the card number (outside the province) and the account (without the right) are left as they are
    expect(
      memberChanges(7, { ...edited, userId: 3 }, initial, { linking: false, cardNumber: false }),
    ).not.toHaveProperty('cardNumber');
    expect(
      memberChanges(7, { ...edited, userId: 3 }, initial, { linking: false, cardNumber: false }),
    ).not.toHaveProperty('userId');
    const untouched = memberChanges(7, { ...initial }, initial, editable);
    expect(untouched).toEqual({ id: 7 });
    expect(hasChanges(untouched)).toBe(false);
  });
});

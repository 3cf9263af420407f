import { staffCreateBody, vietnamDate } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../lib/form-rules';
import { staffBody } from './staff-form-modal';

describe('staff form', () => {
  const values = {
    organizationId: 3,
    fullName: 'Lê Thị Mai',
    positionId: 2,
    employment: 'kiem_nhiem' as const,
  };

  it('sends the account link only when the caller may change it: empty means unlink', () => {
    expect(staffBody({ ...values, userId: 9 }, null, true)).toEqual({ ...values, userId: 9 });
    expect(staffBody({ ...values, userId: undefined }, 5, true)).toEqual({ ...values, userId: null, id: 5 });
    // Without the right the field is not shown, and leaving userId out keeps the link.
    expect(staffBody({ ...values, userId: 9 }, 5, false)).toEqual({ ...values, id: 5 });
  });

  it('shows the schema’s Vietnamese messages on the fields, the term order while other fields are still empty', () => {
    expect(fieldError(staffCreateBody, 'fullName', '')).toBe('Vui lòng nhập họ và tên');
    expect(fieldError(staffCreateBody, 'identity', '123')).toBe('Số CCCD gồm 12 chữ số');
    expect(fieldError(staffCreateBody, 'dateOfBirth', vietnamDate())).toBe(
      'Ngày sinh phải trước ngày hôm nay',
    );
    expect(fieldError(staffCreateBody, 'termEnd', '2025-05-31', { termStart: '2025-06-01' })).toBe(
      'Ngày kết thúc nhiệm kỳ không được trước ngày bắt đầu',
    );
    expect(fieldError(staffCreateBody, 'termEnd', '2025-06-01', { termStart: '2025-06-01' })).toBeUndefined();
    expect(fieldError(staffCreateBody, 'organizationId', undefined)).toBe('Vui lòng chọn đơn vị');
  });
});

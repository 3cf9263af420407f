import { changePasswordBody, loginBody, registerBody, updateProfileBody } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { fieldError, isRequiredField, REQUIRED_MESSAGE } from './form-rules';

describe('form rules derived from the shared schemas', () => {
  it('uses the schema message for a filled but invalid field', () => {
    expect(fieldError(registerBody, 'identity', '12345')).toBe('Số CCCD gồm 12 chữ số');
    expect(fieldError(updateProfileBody, 'email', 'abc')).toBe('Email không hợp lệ');
    expect(fieldError(changePasswordBody, 'newPassword', 'abc')).toBe('Tối thiểu 6 ký tự');
  });

  it('says Bắt buộc (or the schema’s own prompt) for an empty required field, never zod’s English', () => {
    expect(fieldError(registerBody, 'identity', undefined)).toBe(REQUIRED_MESSAGE);
    expect(fieldError(registerBody, 'fullName', '  ')).toBe(REQUIRED_MESSAGE);
    expect(fieldError(loginBody, 'username', '')).toBe('Vui lòng nhập tên đăng nhập');
    expect(fieldError(loginBody, 'username', undefined)).toBe('Vui lòng nhập tên đăng nhập');
  });

  it('accepts an empty optional field and a valid value', () => {
    expect(fieldError(updateProfileBody, 'email', '')).toBeUndefined();
    expect(fieldError(updateProfileBody, 'phoneNumber', '0912345678')).toBeUndefined();
    expect(fieldError(registerBody, 'identity', '012345678901')).toBeUndefined();
  });

  it('reports an object-level refinement on its field', () => {
    const values = { currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdeg' };
    expect(fieldError(changePasswordBody, 'confirmPassword', 'abcdeg', values)).toBe(
      'Mật khẩu nhập lại không khớp',
    );
    expect(fieldError(changePasswordBody, 'confirmPassword', 'abcdef', values)).toBeUndefined();
    // the mismatch belongs to confirmPassword, not to newPassword
    expect(fieldError(changePasswordBody, 'newPassword', 'abcdef', values)).toBeUndefined();
  });

  it('marks as required exactly the fields the schema requires', () => {
    expect(isRequiredField(registerBody, 'fullName')).toBe(true);
    expect(isRequiredField(registerBody, 'identity')).toBe(true);
    expect(isRequiredField(registerBody, 'email')).toBe(false);
    expect(isRequiredField(registerBody, 'xaPhuongId')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { currentPasswordError, emailChanges, type ProfileInput, profileBody } from './update-profile';

describe('profile update: the current password', () => {
  it('is asked when the e-mail differs from the stored one, as the server compares them', () => {
    expect(emailChanges('an@example.vn', 'an@example.vn')).toBe(false);
    expect(emailChanges('An@Example.VN', 'an@example.vn')).toBe(false);
    expect(emailChanges('', null)).toBe(false);
    expect(emailChanges(undefined, null)).toBe(false);
    expect(emailChanges('moi@example.vn', 'an@example.vn')).toBe(true);
    expect(emailChanges('moi@example.vn', null)).toBe(true);
    // clearing the e-mail is a change too
    expect(emailChanges('', 'an@example.vn')).toBe(true);
  });

  it('is sent only when the e-mail changes', () => {
    const values: ProfileInput = {
      fullName: 'Nguyễn Văn An',
      email: 'an@example.vn',
      phoneNumber: '0912345678',
      currentPassword: 'secret',
    };
    expect(profileBody(values, 'an@example.vn')).toEqual({
      fullName: 'Nguyễn Văn An',
      email: 'an@example.vn',
      phoneNumber: '0912345678',
    });
    expect(profileBody(values, 'cu@example.vn')).toEqual(values);
    const { currentPassword: _, ...withoutPassword } = values;
    expect('currentPassword' in profileBody(withoutPassword, 'an@example.vn')).toBe(false);
  });

  it('shows the server’s current-password errors on its field', () => {
    const required = new ApiError('Vui lòng nhập mật khẩu hiện tại để đổi email', 400, {
      code: 'current_password_required',
      message: 'Vui lòng nhập mật khẩu hiện tại để đổi email',
    });
    const wrong = new ApiError('Mật khẩu hiện tại không đúng', 400, {
      code: 'wrong_current_password',
      message: 'Mật khẩu hiện tại không đúng',
    });
    expect(currentPasswordError(required)).toBe('Vui lòng nhập mật khẩu hiện tại để đổi email');
    expect(currentPasswordError(wrong)).toBe('Mật khẩu hiện tại không đúng');
    expect(
      currentPasswordError(new ApiError('Email đã tồn tại', 409, { code: 'Email_is_exist' })),
    ).toBeUndefined();
    expect(currentPasswordError(null)).toBeUndefined();
  });
});

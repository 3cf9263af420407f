import { zaloCreateUserBody, zaloLinkBody, zaloTokenBody } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldError } from '../../../lib/form-rules';
import { LAN_WEB_USER } from '../zalo-fixture';
import { createUserBody, initialValues } from './zalo-create-user-modal';
import {
  choiceOf,
  createUserErrorMessage,
  displayNameOf,
  filterOf,
  oaNotice,
  syncToast,
} from './zalo-format';
import { userDescription } from './zalo-link-modal';
import { tokenBody } from './zalo-oa-drawer';

const webUser = LAN_WEB_USER;

describe('a Zalo account’s name', () => {
  it('is its display name, else its web user’s full name, else N/A (spec §2)', () => {
    expect(displayNameOf({ displayName: 'Lan Nguyễn', webUser })).toBe('Lan Nguyễn');
    expect(displayNameOf({ displayName: null, webUser })).toBe('Nguyễn Thị Lan');
    expect(displayNameOf({ displayName: '   ', webUser })).toBe('Nguyễn Thị Lan');
    expect(displayNameOf({ displayName: null, webUser: null })).toBe('N/A');
  });
});

describe('the yes/no filters', () => {
  it('show all, yes or no, and send nothing, true or false', () => {
    expect([undefined, true, false].map(choiceOf)).toEqual(['all', 'yes', 'no']);
    expect((['all', 'yes', 'no'] as const).map(filterOf)).toEqual([undefined, true, false]);
  });
});

describe('what the screen says', () => {
  it('after a sync: the followers the OA listed and what changed', () => {
    expect(syncToast({ fetched: 1234, created: 3, updated: 40, unfollowed: 1 })).toEqual({
      title: 'Đã đồng bộ 1.234 người theo dõi từ Zalo OA',
      description: '3 tài khoản mới · 40 cập nhật · 1 đã bỏ theo dõi',
    });
  });

  it('when the OA is not set up, with what an administrator must do; nothing once connected', () => {
    const base = { accessExpiresAt: null, refreshExpiresAt: null, lastError: null, lastSyncAt: null };
    const unset = oaNotice({ ...base, configured: false, connected: false });
    expect(unset?.title).toBe('Chưa cấu hình Zalo OA');
    expect(unset?.description).toContain('ZALO_APP_ID');
    expect(unset?.description).toContain('không đồng bộ');
    const noTokens = oaNotice({ ...base, configured: true, connected: false, lastError: 'Token hết hạn' });
    expect(noTokens?.description).toContain('access token và refresh token');
    expect(noTokens?.description).toContain('Lỗi gần nhất: Token hết hạn.');
    expect(oaNotice({ ...base, configured: true, connected: true })).toBeNull();
    expect(oaNotice(undefined)).toBeNull();
  });

  it('when a user cannot be made: the spec’s words for a bad phone number, else the server’s, else its own', () => {
    const refusal = (message: string, code?: string) => new ApiError(message, 400, { message, code });
    expect(createUserErrorMessage(refusal('Số điện thoại không hợp lệ', 'phoneNumber_is_not_format'))).toBe(
      'Dữ liệu không hợp lệ (số điện thoại không cần nhập)',
    );
    expect(createUserErrorMessage(refusal('phoneNumber_is_not_format'))).toBe(
      'Dữ liệu không hợp lệ (số điện thoại không cần nhập)',
    );
    expect(createUserErrorMessage(refusal('Email đã tồn tại', 'Email_is_exist'))).toBe('Email đã tồn tại');
    expect(createUserErrorMessage(undefined)).toBe('Tạo user thất bại');
    expect(createUserErrorMessage(new Error(''))).toBe('Tạo user thất bại');
  });
});

describe('the create-user dialog', () => {
  const check = (field: keyof typeof zaloCreateUserBody.shape, value: unknown) =>
    fieldError(zaloCreateUserBody, field, value);

  it('checks its fields with the spec’s messages (spec §5)', () => {
    expect(check('fullName', '  ')).toBe('Bắt buộc');
    expect(check('email', 'lan@')).toBe('Email không hợp lệ');
    expect(check('password', '12345')).toBe('Tối thiểu 6 ký tự');
    expect(check('password', '')).toBe('Vui lòng nhập mật khẩu');
    expect(check('roleId', undefined)).toBe('Chọn vai trò');
    expect(check('organizationId', undefined)).toBeUndefined();
    expect(check('userName', undefined)).toBeUndefined();
    expect(check('phoneNumber', '')).toBeUndefined();
    expect(check('password', '123456')).toBeUndefined();
  });

  const MINH = { fullName: 'Trần Văn Minh', email: 'minh@example.vn', password: 'Matkhau@1', roleId: 5 };

  it('sends no organisation as 0 and leaves out a blank login name and phone number', () => {
    expect(
      createUserBody(9, {
        ...MINH,
        userName: '  ',
        phoneNumber: '',
      }),
    ).toEqual({
      zaloAccountId: 9,
      ...MINH,
      organizationId: 0,
    });
    expect(
      createUserBody(9, {
        ...MINH,
        organizationId: 12,
        userName: 'minh.tv',
        phoneNumber: ' 0912345678 ',
      }),
    ).toMatchObject({ organizationId: 12, userName: 'minh.tv', phoneNumber: '0912345678' });
  });

  it('starts from the follower’s name and phone number, never from “N/A”', () => {
    const account = { displayName: 'Minh Trần', webUser: null, phone: '0912345678' };
    expect(initialValues(account as never)).toEqual({ fullName: 'Minh Trần', phoneNumber: '0912345678' });
    expect(initialValues({ ...account, displayName: null, phone: null } as never)).toEqual({
      fullName: undefined,
      phoneNumber: undefined,
    });
  });
});

describe('the link dialog', () => {
  it('asks for a system account (spec §5)', () => {
    expect(fieldError(zaloLinkBody, 'userId', undefined)).toBe('Vui lòng chọn tài khoản hệ thống');
    expect(fieldError(zaloLinkBody, 'userId', 7)).toBeUndefined();
  });

  it('shows each user’s e-mail and role, or ‘Chưa phân quyền’ (spec §2)', () => {
    expect(userDescription({ email: 'lan@example.vn', roleName: 'Đoàn viên công đoàn' })).toBe(
      'lan@example.vn · Đoàn viên công đoàn',
    );
    expect(userDescription({ email: null, roleName: null })).toBe('Chưa phân quyền');
    expect(userDescription({ email: 'lan@example.vn', roleName: '' })).toBe(
      'lan@example.vn · Chưa phân quyền',
    );
  });
});

describe('the OA tokens form', () => {
  it('sends the access token’s lifetime only when given, and checks one given', () => {
    expect(tokenBody({ accessToken: 'a', refreshToken: 'r', expiresIn: null })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(tokenBody({ accessToken: 'a', refreshToken: 'r', expiresIn: 3600 })).toMatchObject({
      expiresIn: 3600,
    });
    expect(fieldError(zaloTokenBody, 'expiresIn', 30)).toBe('Thời hạn tối thiểu 60 giây');
    expect(fieldError(zaloTokenBody, 'accessToken', ' ')).toBe('Vui lòng nhập access token');
  });
});

import { changePasswordBody, loginBody, registerBody, updateProfileBody } from '@congdoan/shared';
import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { fieldError, isRequiredField, lazyRulesFrom } from './form-rules';

/** What antd does with one rule of a Form.Item: resolve it against the form, then run its validator. */
async function check(rules: FormRule[], value: unknown) {
  const rule = rules[0];
  if (typeof rule !== 'function') throw new Error('expected a rule bound to the form');
  const form = { getFieldsValue: () => ({}) } as unknown as FormInstance;
  const { required, validator } = rule(form);
  try {
    await validator?.({}, value, () => {});
    return { required, message: undefined };
  } catch (error) {
    return { required, message: (error as Error).message };
  }
}

describe('form rules derived from the shared schemas', () => {
  it('uses the schema message for a filled but invalid field', () => {
    expect(fieldError(registerBody, 'identity', '12345')).toBe('Số CCCD gồm 12 chữ số');
    expect(fieldError(updateProfileBody, 'email', 'abc')).toBe('Email không hợp lệ');
    expect(fieldError(changePasswordBody, 'newPassword', 'abc')).toBe('Tối thiểu 6 ký tự');
  });

  it('says the schema’s sentence naming an empty required field, never zod’s English', () => {
    expect(fieldError(registerBody, 'identity', undefined)).toBe('Vui lòng nhập số CCCD');
    expect(fieldError(registerBody, 'fullName', '  ')).toBe('Vui lòng nhập họ và tên');
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

describe('rules whose schema is fetched after the page is drawn', () => {
  const REQUIRED = ['username', 'password'] as const;

  it('checks against the schema once it arrives, in Vietnamese', async () => {
    let loads = 0;
    const rules = lazyRulesFrom(async () => {
      loads++;
      return loginBody;
    }, REQUIRED);
    expect(await check(rules('username'), '')).toEqual({
      required: true,
      message: 'Vui lòng nhập tên đăng nhập',
    });
    expect(await check(rules('password'), 'x')).toEqual({ required: true, message: undefined });
    expect(loads).toBe(1);
  });

  it('leaves the check to the server when the schema cannot be fetched, and tries again at the next check', async () => {
    let fail = true;
    const rules = lazyRulesFrom(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return loginBody;
    }, REQUIRED);
    expect((await check(rules('username'), '')).message).toBeUndefined();
    fail = false;
    expect((await check(rules('username'), '')).message).toBe('Vui lòng nhập tên đăng nhập');
  });
});

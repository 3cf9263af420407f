import { describe, expect, it } from 'vitest';
import { conventionalStatus, ERRORS, SPEC_ERROR_CODES } from './errors.js';

const codes = Object.keys(ERRORS) as (keyof typeof ERRORS)[];
/** Letters only Vietnamese writes (and đ): a message without any is not Vietnamese. */
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

describe('the error vocabulary', () => {
  it('has each code once, even ignoring case', () => {
    const lower = codes.map((c) => c.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('says every message in Vietnamese', () => {
    const notVietnamese = codes.filter((c) => !VIETNAMESE.test(ERRORS[c].message));
    expect(notVietnamese).toEqual([]);
  });

  it("gives each code the status its ending promises, except the specification's own", () => {
    const spec = new Set<string>(SPEC_ERROR_CODES);
    const off = codes
      .filter((c) => !spec.has(c))
      .filter((c) => {
        const status = conventionalStatus(c);
        return status !== null && status !== ERRORS[c].status;
      })
      .map((c) => `${c}: ${ERRORS[c].status}`);
    expect(off).toEqual([]);
  });

  it('keeps every code of the specification with its exact text', () => {
    expect(ERRORS.user_not_found.message).toBe('Tài khoản không tồn tại trong hệ thống!');
    expect(ERRORS.invalid_password.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(ERRORS.Email_is_exist.message).toBe('Email đã tồn tại');
    for (const code of SPEC_ERROR_CODES) expect(ERRORS[code], code).toBeDefined();
  });

  it('writes snake_case codes outside the specification', () => {
    const spec = new Set<string>(SPEC_ERROR_CODES);
    expect(codes.filter((c) => !spec.has(c) && !/^[a-z][a-z0-9_]*$/.test(c))).toEqual([]);
  });
});

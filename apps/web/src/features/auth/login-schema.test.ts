import { describe, expect, it } from 'vitest';
import { isRequiredField } from '../../lib/form-rules';
import { loginBody } from './login-schema';
import { LOGIN_REQUIRED } from './pages/login-page';

describe('the sign-in form, whose schema arrives after the page', () => {
  it('marks as required exactly the fields the schema requires', () => {
    const fields = Object.keys(loginBody.shape) as (keyof typeof loginBody.shape)[];
    const required = fields.filter((field) => isRequiredField(loginBody, field));
    expect([...LOGIN_REQUIRED].sort()).toEqual(required.sort());
  });
});

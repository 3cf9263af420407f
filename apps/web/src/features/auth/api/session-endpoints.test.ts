import type { SessionUser } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { type FakeCall, fakeApi, json } from '../../../test/fake-api';
import { logoutWith } from './logout';
import { switchRoleWith } from './switch-role';

const user = {
  id: 7,
  fullName: 'Nguyễn Văn An',
  roleName: 'Chủ tịch',
  ability: [],
} as unknown as SessionUser;

const setup = (routes: (call: FakeCall) => Response) =>
  fakeApi(routes, { accessToken: 'old-access', refreshToken: 'old-refresh', userData: JSON.stringify(user) });

describe('logout', () => {
  it('is a public call: no bearer token, the refresh token in the body', async () => {
    const { client, calls } = setup(() => json(200, { data: { success: true } }));
    await expect(logoutWith(client, 'old-refresh')).resolves.toEqual({ success: true });
    expect(calls).toEqual([
      { url: '/api/v1/auth/logout', method: 'POST', auth: null, body: { refreshToken: 'old-refresh' } },
    ]);
  });

  it('does not refresh on a 401 (an expired access token does not matter to it)', async () => {
    const { client, calls, visited, storage } = setup(() => json(401, { statusCode: 401, message: 'x' }));
    await expect(logoutWith(client, 'old-refresh')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/auth/logout']);
    expect(visited).toEqual([]);
    // the caller (useLogout) signs out whatever the answer; the client itself leaves it alone
    expect(storage.getItem('refreshToken')).toBe('old-refresh');
  });
});

describe('switch role', () => {
  const pair = (access: string, refresh: string) => ({
    data: { accessToken: access, refreshToken: refresh, userData: user },
  });

  it('sends the role and the stored refresh token, and answers the new pair', async () => {
    const { client, session, calls } = setup(() => json(200, pair('role-access', 'role-refresh')));
    await expect(switchRoleWith(client, session, 3)).resolves.toEqual(
      pair('role-access', 'role-refresh').data,
    );
    expect(calls).toEqual([
      {
        url: '/api/v1/auth/switch-role',
        method: 'POST',
        auth: 'Bearer old-access',
        body: { roleId: 3, refreshToken: 'old-refresh' },
      },
    ]);
  });

  it('after a refresh, replays with the refresh token that refresh stored', async () => {
    const { client, session, calls, visited } = setup((call) => {
      if (call.url.endsWith('auth/refresh-token')) return json(200, pair('new-access', 'new-refresh'));
      if (call.auth !== 'Bearer new-access') return json(401, { statusCode: 401 });
      return json(200, pair('role-access', 'role-refresh'));
    });
    await expect(switchRoleWith(client, session, 3)).resolves.toMatchObject({ refreshToken: 'role-refresh' });
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/auth/switch-role', { roleId: 3, refreshToken: 'old-refresh' }],
      ['/api/v1/auth/refresh-token', { refreshToken: 'old-refresh' }],
      ['/api/v1/auth/switch-role', { roleId: 3, refreshToken: 'new-refresh' }],
    ]);
    expect(visited).toEqual([]);
  });
});

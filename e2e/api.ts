import { inject } from 'vitest';
import { DEMO_PASSWORD } from './browser.js';
import { ADMIN_PASSWORD } from './global-setup.js';

/**
 * The API as a signed-in user, for what a test sets up or checks beside the pages (an account the
 * administrator would make on the users screen, the figures a page should show). The demo accounts
 * share one password; the administrator's is the one the global setup gave.
 */
export async function apiAs(
  username: string,
  password = username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD,
) {
  const base = `${inject('baseUrl')}/api/v1`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`${username} could not sign in: ${login.status} ${await login.text()}`);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}/${url}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: unknown }).data;
  };
  return {
    get: <T>(url: string) => call('GET', url) as Promise<T>,
    post: <T>(url: string, body: unknown) => call('POST', url, body) as Promise<T>,
    delete: (url: string) => call('DELETE', url),
  };
}

/** The role ids of the seeded roles (packages/shared/src/roles.ts). */
export const ROLES = { chair: 2, member: 5 } as const;

/** An account made by the administrator, as the users screen would, with the demo password. */
export async function createAccount(account: {
  fullName: string;
  username: string;
  roleIds: number[];
  organizationId?: number;
}) {
  const admin = await apiAs('admin');
  return admin.post<{ id: number }>('user/create-user', {
    ...account,
    passWord: DEMO_PASSWORD,
    repassWord: DEMO_PASSWORD,
  });
}

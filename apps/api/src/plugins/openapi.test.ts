import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';

const t = useTestApp();

interface Operation {
  description?: string;
  security?: unknown;
  'x-permission'?: unknown;
}

describe('the OpenAPI document', () => {
  it('states on every operation the permission its route requires and how to authenticate', async () => {
    const res = await t.ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const routes = t.ctx.app.registeredRoutes.filter((r) => /^\/(api\/v1|health)\//.test(r.url));
    expect(routes.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of route.methods.filter((m) => m !== 'HEAD')) {
        const op = paths[path]?.[method.toLowerCase()];
        const where = `${method} ${route.url}`;
        if (!op) {
          wrong.push(`${where}: not documented`);
          continue;
        }
        const permission = route.permission;
        if (permission === 'public') {
          expect(op.security, where).toEqual([]);
          expect(op['x-permission'], where).toBe('public');
          expect(op.description, where).toMatch(/^Quyền: công khai, không cần đăng nhập\./);
        } else if (permission === 'signed-in') {
          expect(op.security, where).toEqual([{ bearer: [] }]);
          expect(op['x-permission'], where).toBe('signed-in');
          expect(op.description, where).toMatch(/^Quyền: chỉ cần đăng nhập/);
        } else if (permission === 'administrator') {
          expect(op.security, where).toEqual([{ bearer: [] }]);
          expect(op['x-permission'], where).toBe('administrator');
          expect(op.description, where).toMatch(/^Quyền: chỉ quản trị hệ thống/);
        } else {
          const [action, subject] = permission!;
          expect(op.security, where).toEqual([{ bearer: [] }]);
          expect(op['x-permission'], where).toEqual({ action, subject, code: expect.any(String) });
          expect(op.description, where).toMatch(/^Quyền: .+ — .+ \(`[a-z-]+`\)\./);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names an action and subject in Vietnamese, with the permission code', async () => {
    const paths = (await t.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const detail = paths['/api/v1/user/detail-user-by-id'].get;
    expect(detail['x-permission']).toEqual({ action: 'read', subject: 'user', code: 'view-user' });
    expect(detail.description.split('\n')[0]).toBe('Quyền: Xem — Người dùng (`view-user`).');
    const login = paths['/api/v1/auth/login'].post;
    expect(login.security).toEqual([]);
    // A description of the route's own follows the permission line.
    const upload = paths['/api/v1/user/import'].post;
    expect(upload.description).toMatch(/^Quyền: Thêm — Người dùng \(`create-user`\)\.\n\nTrường `file`/);
  });
});

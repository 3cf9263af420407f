import { describe, expect, it } from 'vitest';
import { type FakeCall, fakeApi, json } from '../test/fake-api';
import { sessionUser } from '../test/session-user';
import {
  ApiError,
  buildQueryString,
  clientMessageFor,
  createApiClient,
  EMPTY_FILE_MESSAGE,
  errorMessageOf,
  fileNameFromDisposition,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  xhrUpload,
} from './api-client';
import { createMemoryStorage, createSessionStore } from './session-store';

const user = (roleName: string) =>
  sessionUser({ roleName, ability: [{ action: 'read', subject: 'dashboard' }] });

/** The client against a fake server, signed in as a member unless `stored` says otherwise. */
const setup = (
  routes: (call: FakeCall) => Response | Promise<Response>,
  stored: Record<string, string> = {
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    userData: JSON.stringify(user('Đoàn viên')),
    'congdoan-layout': '{"version":"1.1"}',
  },
) => fakeApi(routes, stored);

describe('api client: token refresh', () => {
  it('refreshes once for two parallel requests with an expired token and replays both', async () => {
    const { client, calls, storage, visited } = setup((call) => {
      if (call.url === '/api/v1/auth/refresh-token') {
        return json(200, {
          data: { accessToken: 'new-access', refreshToken: 'new-refresh', userData: user('Chủ tịch') },
        });
      }
      if (call.auth !== 'Bearer new-access') return json(401, { statusCode: 401, message: 'expired' });
      return json(200, { data: { path: call.url } });
    });

    const [a, b] = await Promise.all([
      client.get<{ path: string }>('dashboard/summary'),
      client.get<{ path: string }>('lookup/organizations', { query: { search: 'an' } }),
    ]);

    expect(a).toEqual({ path: '/api/v1/dashboard/summary' });
    expect(b).toEqual({ path: '/api/v1/lookup/organizations?search=an' });
    const refreshCalls = calls.filter((c) => c.url === '/api/v1/auth/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.body).toEqual({ refreshToken: 'old-refresh' });
    expect(calls.filter((c) => c.auth === 'Bearer new-access')).toHaveLength(2);
    expect(storage.getItem('accessToken')).toBe('new-access');
    expect(storage.getItem('refreshToken')).toBe('new-refresh');
    expect(JSON.parse(storage.getItem('userData') ?? '{}').roleName).toBe('Chủ tịch');
    expect(visited).toEqual([]);
  });

  it('makes a request started during a refresh wait for the new token', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls } = setup(async (call) => {
      if (call.url.endsWith('auth/refresh-token')) {
        await gate;
        return json(200, {
          data: { accessToken: 'new-access', refreshToken: 'new-refresh', userData: user('x') },
        });
      }
      return call.auth === 'Bearer new-access' ? json(200, { data: 1 }) : json(401, {});
    });
    const first = client.get('a');
    await new Promise((resolve) => setTimeout(resolve, 20)); // first has met its 401
    const second = client.get('b');
    release();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 1]);
    expect(calls.filter((c) => c.url.endsWith('/b')).map((c) => c.auth)).toEqual(['Bearer new-access']);
  });

  it.each([400, 401])('signs out and goes to /login when the refresh is answered %i', async (status) => {
    const { client, storage, visited, calls } = setup((call) =>
      call.url.endsWith('auth/refresh-token')
        ? json(status, { statusCode: status, error: 'Unauthorized', message: 'Phiên đăng nhập không hợp lệ' })
        : json(401, { statusCode: 401, message: 'expired' }),
    );

    const results = await Promise.allSettled([client.get('a'), client.get('b')]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls.filter((c) => c.url.endsWith('auth/refresh-token'))).toHaveLength(1);
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('refreshToken')).toBeNull();
    expect(storage.getItem('userData')).toBeNull();
    // Logout clears only the session, not other preferences.
    expect(storage.getItem('congdoan-layout')).not.toBeNull();
    expect(visited).toContain('/login');
    const reason = (results[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBe(401);
    expect(reason.message).toBe(SESSION_EXPIRED_MESSAGE);
  });

  const unavailable = {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Hệ thống đang bảo trì, vui lòng thử lại sau',
  };
  const transientFailures: [string, () => Response, { status: number; message: string }][] = [
    ['a 503', () => json(503, unavailable), { status: 503, message: unavailable.message }],
    ['a 500 without a body', () => json(500, undefined), { status: 500, message: clientMessageFor(500) }],
    [
      'a 429',
      () => json(429, { statusCode: 429, message: 'Bạn thao tác quá nhanh' }),
      { status: 429, message: 'Bạn thao tác quá nhanh' },
    ],
    [
      'a connection failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      { status: 0, message: NETWORK_ERROR_MESSAGE },
    ],
  ];

  it.each(transientFailures)(
    'keeps the session when the refresh meets %s, and refreshes again next time',
    async (_name, failure, expected) => {
      let serverUp = false;
      const { client, storage, visited, calls } = setup((call) => {
        if (call.url.endsWith('auth/refresh-token')) {
          if (!serverUp) return failure();
          return json(200, {
            data: { accessToken: 'new-access', refreshToken: 'new-refresh', userData: user('Chủ tịch') },
          });
        }
        return call.auth === 'Bearer new-access' ? json(200, { data: call.url }) : json(401, {});
      });

      const results = await Promise.allSettled([client.get('a'), client.get('b')]);

      // Both waiting requests fail with the refresh's own error...
      for (const result of results) {
        expect(result.status).toBe('rejected');
        const reason = (result as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(ApiError);
        expect(reason).toMatchObject(expected);
      }
      expect(calls.filter((c) => c.url.endsWith('auth/refresh-token'))).toHaveLength(1);
      // ...and the session stays as it was.
      expect(storage.getItem('accessToken')).toBe('old-access');
      expect(storage.getItem('refreshToken')).toBe('old-refresh');
      expect(storage.getItem('userData')).not.toBeNull();
      expect(visited).toEqual([]);

      serverUp = true;
      await expect(client.get('c')).resolves.toBe('/api/v1/c');
      const refreshCalls = calls.filter((c) => c.url.endsWith('auth/refresh-token'));
      expect(refreshCalls).toHaveLength(2);
      expect(refreshCalls[1]?.body).toEqual({ refreshToken: 'old-refresh' });
      expect(storage.getItem('refreshToken')).toBe('new-refresh');
      expect(visited).toEqual([]);
    },
  );

  it('fails a request started during a failing refresh with the same error, tokens kept', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls, storage } = setup(async (call) => {
      if (call.url.endsWith('auth/refresh-token')) {
        await gate;
        return json(503, unavailable);
      }
      return json(401, {});
    });
    const first = client.get('a');
    await new Promise((resolve) => setTimeout(resolve, 20)); // first has met its 401
    const second = client.get('b');
    release();
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => r.status === 'rejected' && r.reason.status)).toEqual([503, 503]);
    expect(calls.filter((c) => c.url.endsWith('/b'))).toHaveLength(0);
    expect(storage.getItem('refreshToken')).toBe('old-refresh');
  });

  it('keeps the session when a refresh answers 200 without tokens', async () => {
    const { client, storage, visited } = setup((call) =>
      call.url.endsWith('auth/refresh-token')
        ? new Response('<html></html>', { status: 200 })
        : json(401, {}),
    );
    await expect(client.get('a')).rejects.toMatchObject({ status: 502 });
    expect(storage.getItem('accessToken')).toBe('old-access');
    expect(storage.getItem('refreshToken')).toBe('old-refresh');
    expect(visited).toEqual([]);
  });

  it('computes a function body at each attempt, so a replay after a refresh sends the new value', async () => {
    const { client, calls, session } = setup((call) => {
      if (call.url.endsWith('auth/refresh-token')) {
        return json(200, {
          data: { accessToken: 'new-access', refreshToken: 'new-refresh', userData: user('x') },
        });
      }
      return call.auth === 'Bearer new-access' ? json(200, { data: 'ok' }) : json(401, {});
    });
    await client.post('auth/switch-role', () => ({ roleId: 2, refreshToken: session.refreshToken() }));
    expect(calls.filter((c) => c.url.endsWith('switch-role')).map((c) => c.body)).toEqual([
      { roleId: 2, refreshToken: 'old-refresh' },
      { roleId: 2, refreshToken: 'new-refresh' },
    ]);
  });

  it('does not refresh for sign-in calls: a wrong password is shown as the server says', async () => {
    const { client, calls, visited } = setup(() =>
      json(401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'invalid_password',
        message: 'Tên đăng nhập hoặc mật khẩu không đúng',
      }),
    );
    const error = await client
      .post('auth/login', { username: 'a', password: 'b' }, { auth: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect((error as ApiError).code).toBe('invalid_password');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.auth).toBeNull();
    expect(visited).toEqual([]);
  });
});

describe('api client: 408', () => {
  it('clears the whole local storage and goes to /login', async () => {
    const { client, storage, visited } = setup(() =>
      json(408, { statusCode: 408, error: 'Request Timeout', message: 'Yêu cầu quá thời gian xử lý' }),
    );
    await expect(client.get('dashboard/summary')).rejects.toMatchObject({
      status: 408,
      message: 'Yêu cầu quá thời gian xử lý',
    });
    expect(storage.snapshot()).toEqual({});
    expect(visited).toEqual(['/login']);
  });
});

describe('api client: errors', () => {
  it('takes the message from the body, then its error field, then its own text', async () => {
    const bodies = [
      { statusCode: 409, error: 'Conflict', message: 'Email đã tồn tại', code: 'Email_is_exist' },
      { statusCode: 409, error: 'Conflict' },
      undefined,
    ];
    let i = 0;
    const { client } = setup(() => json(409, bodies[i++]));
    const messages: string[] = [];
    for (let n = 0; n < 3; n++) {
      const error = (await client.post('x', {}).catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(409);
      messages.push(error.message);
    }
    expect(messages).toEqual(['Email đã tồn tại', 'Conflict', 'Yêu cầu không thành công (mã lỗi 409)']);
  });

  it('carries the response data', async () => {
    const body = { statusCode: 400, error: 'Bad Request', message: 'Dữ liệu không hợp lệ', details: [] };
    const { client } = setup(() => json(400, body));
    await expect(client.get('x')).rejects.toMatchObject({ status: 400, data: body });
  });

  it('reports a connection failure in Vietnamese', async () => {
    const storage = createMemoryStorage();
    const client = createApiClient({
      session: createSessionStore(storage),
      navigate: () => {},
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(client.get('x')).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('pure helpers follow the same order', () => {
    expect(errorMessageOf({ message: '', error: 'Forbidden' }, 'own')).toBe('Forbidden');
    expect(errorMessageOf('plain text', 'own')).toBe('own');
  });
});

describe('api client: requests', () => {
  it('sends the bearer token and a JSON body and unwraps data', async () => {
    const { client, calls } = setup(() => json(200, { data: { success: true } }));
    await expect(client.post('auth/change-password', { currentPassword: 'p' })).resolves.toEqual({
      success: true,
    });
    expect(calls[0]).toMatchObject({
      url: '/api/v1/auth/change-password',
      method: 'POST',
      auth: 'Bearer old-access',
      body: { currentPassword: 'p' },
    });
  });

  it('leaves empty filters out of the query string (docs/requirements.md, "Empty filters")', () => {
    expect(buildQueryString({ page: 1, limit: 10, search: '', roleId: null, isActive: undefined })).toBe(
      '?page=1&limit=10',
    );
    expect(buildQueryString({ cumKhuCnId: [1, 2] })).toBe('?cumKhuCnId=1&cumKhuCnId=2');
    expect(buildQueryString({})).toBe('');
  });
});

describe('api client: streamed answers', () => {
  it('POSTs a JSON body, refreshes on 401 and hands back the unread response', async () => {
    const { client, calls } = setup((call) => {
      if (call.url === '/api/v1/auth/refresh-token') {
        return json(200, {
          data: { accessToken: 'new-access', refreshToken: 'new-refresh', userData: user('Đoàn viên') },
        });
      }
      if (call.auth !== 'Bearer new-access') return json(401, { message: 'expired' });
      return new Response('{"type":"start"}\n', { status: 200 });
    });
    const response = await client.open('assistant/ask', { method: 'POST', body: { question: 'xin chào' } });
    await expect(response.text()).resolves.toBe('{"type":"start"}\n');
    expect(calls.at(-1)).toMatchObject({
      url: '/api/v1/assistant/ask',
      method: 'POST',
      body: { question: 'xin chào' },
    });
  });

  it("rejects a refused request with the server's message", async () => {
    const { client } = setup(() =>
      json(404, { code: 'assistant_conversation_not_found', message: 'Không tìm thấy cuộc trò chuyện' }),
    );
    await expect(client.open('assistant/ask', { method: 'POST', body: { question: 'a' } })).rejects.toThrow(
      'Không tìm thấy cuộc trò chuyện',
    );
  });
});

describe('api client: downloads', () => {
  it('returns the file with the bearer token and the name the server gives', async () => {
    const { client, calls } = setup(
      () =>
        new Response(new Blob(['abc']), {
          status: 200,
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''B%C3%A1o_c%C3%A1o.xlsx" },
        }),
    );
    const file = await client.download('organization/export', { fileName: 'BaoCao_CDCS.xlsx' });
    expect(file.fileName).toBe('Báo_cáo.xlsx');
    expect(await file.blob.text()).toBe('abc');
    expect(calls[0]?.auth).toBe('Bearer old-access');
  });

  it('rejects an empty file', async () => {
    const { client } = setup(() => new Response(new Blob([]), { status: 200 }));
    await expect(client.download('organization/export')).rejects.toThrow(EMPTY_FILE_MESSAGE);
  });

  it('reads both forms of Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="template_import.xlsx"')).toBe(
      'template_import.xlsx',
    );
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});

describe('api client: uploads with progress', () => {
  const signedIn = () =>
    createSessionStore(
      createMemoryStorage({
        accessToken: 'old-access',
        refreshToken: 'old-refresh',
        userData: JSON.stringify(user('Đoàn viên')),
      }),
    );

  it('sends a FormData through the upload transport, reporting progress, and replays it after a refresh', async () => {
    const uploads: { url: string; auth: string | null; body: unknown }[] = [];
    const progress: [number, number][] = [];
    const client = createApiClient({
      session: signedIn(),
      navigate: () => undefined,
      fetch: async (url) =>
        url.endsWith('auth/refresh-token')
          ? json(200, {
              data: { accessToken: 'new-access', refreshToken: 'new-refresh', userData: user('x') },
            })
          : json(500, {}),
      upload: async (url, init, onProgress) => {
        const auth = new Headers(init.headers).get('Authorization');
        uploads.push({ url, auth, body: init.body });
        onProgress(5, 10);
        onProgress(10, 10);
        return auth === 'Bearer new-access' ? json(200, { data: { created: 2 } }) : json(401, {});
      },
    });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.xlsx');
    const result = await client.post('user/import', form, {
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(result).toEqual({ created: 2 });
    expect(uploads.map((u) => u.auth)).toEqual(['Bearer old-access', 'Bearer new-access']);
    expect(uploads[1]?.body).toBe(form);
    expect(uploads[0]?.url).toBe('/api/v1/user/import');
    expect(progress).toEqual([
      [5, 10],
      [10, 10],
      [5, 10],
      [10, 10],
    ]);
  });

  it('uses fetch when no progress is asked, and downloads a POSTed file', async () => {
    const fetched: string[] = [];
    const client = createApiClient({
      session: signedIn(),
      navigate: () => undefined,
      fetch: async (url, init) => {
        fetched.push(`${init.method} ${url}`);
        return new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''nguoi_dung_kem_loi.xlsx" },
        });
      },
      upload: () => Promise.reject(new Error('not this way')),
    });
    const file = await client.download('user/import-errors', { method: 'POST', body: new FormData() });
    expect(file.fileName).toBe('nguoi_dung_kem_loi.xlsx');
    expect(fetched).toEqual(['POST /api/v1/user/import-errors']);
  });

  it('xhrUpload turns XMLHttpRequest progress and answer into a Response', async () => {
    const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
    class FakeXhr {
      upload: {
        onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
      } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      responseType = '';
      status = 0;
      response: unknown = null;
      private request = { method: '', url: '', headers: {} as Record<string, string>, body: null as unknown };
      open(method: string, url: string) {
        Object.assign(this.request, { method, url });
      }
      setRequestHeader(key: string, value: string) {
        this.request.headers[key] = value;
      }
      getAllResponseHeaders() {
        return 'content-type: application/json\r\nx-request-id: 42\r\n';
      }
      abort() {}
      send(body: unknown) {
        sent.push({ ...this.request, body });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 });
        this.status = 400;
        this.response = new Blob([JSON.stringify({ code: 'import_has_errors' })]);
        this.onload?.();
      }
    }
    const original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const progress: number[] = [];
      const response = await xhrUpload(
        '/api/v1/user/import',
        { method: 'POST', headers: { Authorization: 'Bearer t' }, body: 'abc' },
        (loaded) => progress.push(loaded),
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('x-request-id')).toBe('42');
      expect(await response.json()).toEqual({ code: 'import_has_errors' });
      expect(progress).toEqual([3]);
      expect(sent).toEqual([
        { method: 'POST', url: '/api/v1/user/import', headers: { authorization: 'Bearer t' }, body: 'abc' },
      ]);
    } finally {
      globalThis.XMLHttpRequest = original;
    }
  });
});

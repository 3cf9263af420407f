import { type InboxItem, SPREADSHEET_MIME } from '@congdoan/shared';
import { ADMIN_PASSWORD } from './config.js';
import type { TestContext } from './context.js';
import { buildUser, PASSWORD } from './factories.js';

export interface Signed {
  accessToken: string;
  refreshToken: string;
  userData: {
    id: number;
    roleId: number;
    ability: { action: string; subject: string }[];
    listRoles: { id: number }[];
  };
}

export async function login(ctx: TestContext, username: string, password = PASSWORD): Promise<Signed> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as Signed;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The access token of a new user holding `roles` (and any other fields given). */
export async function tokenFor(
  ctx: TestContext,
  input: Parameters<typeof buildUser>[1] = {},
): Promise<string> {
  return (await login(ctx, (await buildUser(ctx, input)).username!)).accessToken;
}

export const adminToken = async (ctx: TestContext) => (await login(ctx, 'admin', ADMIN_PASSWORD)).accessToken;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallOptions {
  /** The caller's access token; none: anonymous. */
  token?: string;
  body?: object;
  query?: Record<string, string | number | boolean | undefined>;
}

/** A request to /api/v1 as the app receives it. */
export function call(ctx: TestContext, method: Method, url: string, options: CallOptions = {}) {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) query.set(k, String(v));
  const search = query.size ? `${url.includes('?') ? '&' : '?'}${query}` : '';
  return ctx.app.inject({
    method,
    url: `/api/v1${url}${search}`,
    payload: options.body,
    headers: options.token ? bearer(options.token) : undefined,
  });
}

/**
 * The bell of a user, newest first, as they read it (GET thong-bao/user/my-notifications, its first
 * page): `who` is their access token, or a user a factory made (signed in with its password).
 */
export async function inboxOf(
  ctx: TestContext,
  who: string | { username: string | null },
): Promise<InboxItem[]> {
  const token = typeof who === 'string' ? who : (await login(ctx, who.username!)).accessToken;
  const res = await call(ctx, 'GET', '/thong-bao/user/my-notifications', { token });
  if (res.statusCode !== 200) throw new Error(`inbox: ${res.statusCode} ${res.body}`);
  return res.json().data.list;
}

/** A call to /api/v1 as the holder of `token` (none: anonymous). */
export const callApi = (ctx: TestContext, method: Method, url: string, token?: string, payload?: object) =>
  call(ctx, method, url, { token, body: payload });

/** The whole answer of an import that refuses a file for `rows` bad rows, writing nothing. */
export const importRefused = (rows: number, details: { row: number; column: string; message: string }[]) => ({
  statusCode: 400,
  error: 'Bad Request',
  code: 'import_has_errors',
  message: `Tệp có ${rows} dòng lỗi, chưa ghi dòng nào`,
  details,
});

/**
 * A multipart POST to /api/v1 as an import sends it: text `fields`, then the workbook in the `file`
 * field (null: a form without a file), as the holder of `token`.
 */
export function uploadFile(
  ctx: TestContext,
  url: string,
  file: Buffer | null,
  token?: string,
  options: { fileName?: string; fields?: Record<string, string> } = {},
) {
  const boundary = `----congdoan${Math.random().toString(16).slice(2)}`;
  const part = (headers: string, body: Buffer | string) => [
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ];
  const parts = Object.entries(options.fields ?? {}).flatMap(([name, value]) =>
    part(`Content-Disposition: form-data; name="${name}"`, value),
  );
  parts.push(
    ...(file
      ? part(
          `Content-Disposition: form-data; name="file"; filename="${options.fileName ?? 'tep_nhap.xlsx'}"\r\nContent-Type: ${SPREADSHEET_MIME}`,
          file,
        )
      : part('Content-Disposition: form-data; name="note"', 'không có file')),
    Buffer.from(`--${boundary}--\r\n`),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? bearer(token) : {}) },
  });
}

/** A file of a multipart form. */
export interface FormFile {
  name: string;
  content: Buffer;
  /** What the client says it is (the server reads the bytes instead). */
  type?: string;
}

/**
 * A multipart request to /api/v1 as a browser's form sends it: text `fields` (a list as repeated
 * fields), then the `files`, each in the field `fileField` ('files' unless given).
 */
export function sendForm(
  ctx: TestContext,
  method: Method,
  url: string,
  token: string | undefined,
  form: {
    fields?: Record<string, string | string[]>;
    files?: FormFile[];
    fileField?: string;
    /** Headers besides the form's type and the token (a Content-Length that lies, say). */
    headers?: Record<string, string>;
  },
) {
  const boundary = `----congdoan${Math.random().toString(16).slice(2)}`;
  const part = (headers: string, body: Buffer | string) => [
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n'),
  ];
  const parts = Object.entries(form.fields ?? {}).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((v) =>
      part(`Content-Disposition: form-data; name="${name}"`, v),
    ),
  );
  for (const file of form.files ?? []) {
    parts.push(
      ...part(
        `Content-Disposition: form-data; name="${form.fileField ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}`,
        file.content,
      ),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token ? bearer(token) : {}),
      ...form.headers,
    },
  });
}

/**
 * The headers every download answers with (plugins/download.ts), for a file with a plain ASCII
 * name: `expect(res.headers).toMatchObject(downloadHeaders('DanhSachDoanVien.xlsx', SPREADSHEET_MIME))`.
 */
export function downloadHeaders(fileName: string, contentType: string) {
  if (!/^[\w.-]+$/.test(fileName))
    throw new Error(`downloadHeaders: spell ${fileName}'s header out in the test`);
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}

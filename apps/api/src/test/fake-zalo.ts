import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useFakeService } from './fake-service.js';

/**
 * A fake Zalo OA on 127.0.0.1 for the tests (docs/architecture.md, "Zalo OA"): the Open API and
 * OAuth calls the product makes, answering with Zalo's documented shapes, so the real client runs
 * against it through ZALO_API_BASE and ZALO_OAUTH_BASE. Refresh tokens rotate and are single-use,
 * access tokens can be expired at will, and an error can be scripted for the next calls of a path.
 */

export const FAKE_APP_ID = 'fake-app-1234';
export const FAKE_APP_SECRET = 'fake-app-secret';
export const FAKE_OA_SECRET_KEY = 'fake-oa-secret-key';

export interface FakeFollower {
  user_id: string;
  display_name: string;
  user_id_by_app?: string;
  avatar?: string;
  phone?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed `data` query parameter (Open API GET calls). */
  data: Record<string, unknown> | null;
  /** The parsed body: JSON, or the form of the OAuth call. */
  body: Record<string, unknown> | null;
}

/**
 * What the fake answers for the next calls to a path: a Zalo error, or 'drop' (the connection is
 * closed without an answer, as Zalo out of reach), once or more, after `skip` good ones.
 */
interface Scripted {
  skip: number;
  times: number;
  answer: Record<string, unknown> | 'drop';
}

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

export class FakeZalo {
  /** Followers, in the order the list gives them. */
  followers: FakeFollower[] = [];
  /** Every call, oldest first. */
  readonly requests: RecordedRequest[] = [];
  /** Messages sent with message/cs. */
  readonly messages: { to: string; text: string }[] = [];
  /** How long the calls of a path take to answer (two refreshes at once overlap, a sync runs long). */
  readonly delays = new Map<string, number>();
  /** Called before a page of the followers list is answered (the list may change between pages). */
  beforeList: ((offset: number) => void) | undefined;
  private readonly validAccess = new Set<string>();
  private readonly validRefresh = new Set<string>();
  private readonly everIssued = new Set<string>();
  private readonly scripted = new Map<string, Scripted>();
  private server: Server | undefined;
  private messageId = 0;
  url = '';

  async start() {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The settings that point the product at this fake. */
  env(): Record<string, string> {
    return {
      ZALO_APP_ID: FAKE_APP_ID,
      ZALO_APP_SECRET: FAKE_APP_SECRET,
      ZALO_OA_SECRET_KEY: FAKE_OA_SECRET_KEY,
      ZALO_API_BASE: this.url,
      ZALO_OAUTH_BASE: this.url,
    };
  }

  /** Issues a pair of tokens the fake accepts, as the OA's admin page would. */
  issueTokens() {
    const pair = { accessToken: token('access'), refreshToken: token('refresh') };
    this.validAccess.add(pair.accessToken);
    this.validRefresh.add(pair.refreshToken);
    this.everIssued.add(pair.accessToken).add(pair.refreshToken);
    return pair;
  }

  /** Every access token issued so far stops working (Zalo answers -216). */
  expireAccessTokens() {
    this.validAccess.clear();
  }

  /** After `skip` calls answered as usual, the next `times` calls to `path` answer `answer` (a Zalo error). */
  failNext(path: string, answer: { error: number; message: string }, times = 1, skip = 0) {
    this.scripted.set(path, { skip, times, answer });
  }

  /** The next `times` calls to `path` get no answer: the connection is closed (a transport failure). */
  dropNext(path: string, times = 1) {
    this.scripted.set(path, { skip: 0, times, answer: 'drop' });
  }

  /** A rate limit, as Zalo answers it. */
  static readonly RATE_LIMIT = { error: -32, message: 'Request exceeds the limit of the application' };

  /** The calls made to `path`. */
  calls(path: string) {
    return this.requests.filter((r) => r.path === path);
  }

  /** Every token the fake ever issued: none of them may appear in a log or an answer. */
  secrets(): string[] {
    return [...this.everIssued];
  }

  reset() {
    this.followers = [];
    this.requests.length = 0;
    this.messages.length = 0;
    this.scripted.clear();
    this.delays.clear();
    this.beforeList = undefined;
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body = raw === '' ? null : form ? Object.fromEntries(new URLSearchParams(raw)) : safeJson(raw);
    const dataParam = url.searchParams.get('data');
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: req.headers,
      data: dataParam ? safeJson(dataParam) : null,
      body,
    };
    this.requests.push(recorded);
    const delay = this.delays.get(url.pathname);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const send = (answer: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    const scripted = this.scripted.get(url.pathname);
    if (scripted && scripted.skip > 0) scripted.skip--;
    else if (scripted && scripted.times > 0) {
      scripted.times--;
      if (scripted.answer === 'drop') return void res.socket?.destroy();
      return send(scripted.answer);
    }
    if (url.pathname === '/v4/oa/access_token') return send(await this.refresh(recorded));
    if (!this.validAccess.has(String(req.headers.access_token ?? ''))) {
      return send({ error: -216, message: 'Access token is invalid' });
    }
    switch (url.pathname) {
      case '/v3.0/oa/user/getlist':
        return send(this.list(recorded.data ?? {}));
      case '/v3.0/oa/user/detail':
        return send(this.detail(String(recorded.data?.user_id ?? '')));
      case '/v3.0/oa/message/cs':
        return send(this.message(body ?? {}));
      default:
        res.writeHead(404).end();
    }
  }

  private list(data: Record<string, unknown>) {
    const offset = Number(data.offset ?? 0);
    this.beforeList?.(offset);
    const count = Math.min(Number(data.count ?? 5), 50);
    const page = this.followers.slice(offset, offset + count);
    return {
      data: {
        total: this.followers.length,
        count: page.length,
        offset,
        users: page.map((f) => ({ user_id: f.user_id })),
      },
      error: 0,
      message: 'Success',
    };
  }

  private detail(userId: string) {
    const f = this.followers.find((x) => x.user_id === userId);
    if (!f) return { error: -201, message: 'user_id is invalid' };
    return {
      data: {
        user_id: f.user_id,
        user_id_by_app: f.user_id_by_app ?? `app-${f.user_id}`,
        display_name: f.display_name,
        user_alias: '',
        is_sensitive: false,
        user_is_follower: true,
        avatar: f.avatar ?? `https://s120-ava-talk.zadn.vn/${f.user_id}.jpg`,
        avatars: { '120': `https://s120-ava-talk.zadn.vn/${f.user_id}.jpg` },
        shared_info: f.phone ? { phone: f.phone, name: f.display_name } : undefined,
      },
      error: 0,
      message: 'Success',
    };
  }

  private message(body: Record<string, unknown>) {
    const to = String((body.recipient as { user_id?: unknown } | undefined)?.user_id ?? '');
    const text = String((body.message as { text?: unknown } | undefined)?.text ?? '');
    if (!text) return { error: -201, message: 'message text is empty' };
    this.messages.push({ to, text });
    return { data: { message_id: `msg-${++this.messageId}`, user_id: to }, error: 0, message: 'Success' };
  }

  /** v4/oa/access_token with grant_type=refresh_token: a spent or unknown refresh token is refused. */
  private async refresh(req: RecordedRequest) {
    const form = req.body ?? {};
    if (req.headers.secret_key !== FAKE_APP_SECRET || form.app_id !== FAKE_APP_ID) {
      return {
        error: -14002,
        error_name: 'Invalid app',
        error_description: 'app_id or secret_key is invalid',
      };
    }
    const given = String(form.refresh_token ?? '');
    if (form.grant_type !== 'refresh_token' || !this.validRefresh.delete(given)) {
      return {
        error: -14014,
        error_name: 'Invalid refresh token',
        error_description: 'Refresh token is invalid',
      };
    }
    const pair = this.issueTokens();
    return { access_token: pair.accessToken, refresh_token: pair.refreshToken, expires_in: '90000' };
  }
}

/**
 * A webhook event as Zalo delivers it: the JSON body (with `app_id` and `timestamp`, now unless
 * given) and its `X-ZEvent-Signature`, signed with the fake's app id and OA secret key.
 */
export function signedEvent(
  event: Record<string, unknown>,
  { timestamp = Date.now(), secretKey = FAKE_OA_SECRET_KEY }: { timestamp?: number; secretKey?: string } = {},
) {
  const payload = JSON.stringify({ app_id: FAKE_APP_ID, ...event, timestamp: String(timestamp) });
  const mac = createHash('sha256').update(`${FAKE_APP_ID}${payload}${timestamp}${secretKey}`).digest('hex');
  return {
    payload,
    headers: { 'content-type': 'application/json', 'x-zevent-signature': `mac=${mac}` },
  };
}

function safeJson(raw: string): Record<string, unknown> | null {
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A fake OA for a test file (useFakeService). */
export const useFakeZalo = () => useFakeService(new FakeZalo());

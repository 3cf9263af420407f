import { nationalPhone } from '@congdoan/shared';
import type { Config } from '../config.js';

/**
 * The Zalo OA Open API, as documented by Zalo for Developers (docs/requirements.md, "Zalo OA"):
 * the calls this product makes and the shapes it reads. Every call of the Open API answers HTTP 200
 * with `{ error, message, data }`, `error` 0 on success; the OAuth host answers the tokens, or
 * `{ error, error_name, error_description }`. No token is ever put into an error or a log line.
 */

/** How long one call may take before it fails (a delivery or a sync tries again later). */
const CALL_TIMEOUT_MS = 15_000;

/** The Open API's codes for an access token that is expired, invalid or revoked: refresh and retry once. */
const TOKEN_CODES = new Set([-216, -124, -220]);
/** Its codes for too many calls or a spent quota: try again later, the request was fine. */
const RATE_CODES = new Set([-32, -211]);

/**
 * Why a call failed: `token` (the access token is no longer good, or Zalo refused to refresh it:
 * new tokens will mend it), `rate` (rate limit or quota:
 * retry later), `transport` (Zalo unreachable, a timeout, an answer that is not JSON: retry later),
 * `refused` (Zalo said no for a reason a retry does not change, e.g. the user left the OA or is
 * outside the message window).
 */
export type ZaloFailure = 'token' | 'rate' | 'transport' | 'refused';

export class ZaloError extends Error {
  constructor(
    readonly kind: ZaloFailure,
    /** Zalo's own code (0 when Zalo never answered). */
    readonly code: number,
    /** Zalo's own words, or what went wrong on the way. */
    readonly zaloMessage: string,
  ) {
    super(code ? `Zalo OA từ chối (mã ${code}): ${zaloMessage}` : `Không gọi được Zalo OA: ${zaloMessage}`);
    this.name = 'ZaloError';
  }

  /** A retry later may succeed (the outbox's backoff, the next sync). */
  get retryable() {
    return this.kind !== 'refused';
  }
}

export function failureOf(code: number): ZaloFailure {
  if (TOKEN_CODES.has(code)) return 'token';
  if (RATE_CODES.has(code)) return 'rate';
  return 'refused';
}

/** One follower's profile (`v3.0/oa/user/detail`), the fields this product keeps. */
export interface ZaloProfile {
  userId: string;
  appUserId: string | null;
  displayName: string | null;
  avatar: string | null;
  /** Only what the follower shared with the OA. */
  phone: string | null;
  /** Absent when Zalo does not say. */
  isFollower: boolean | undefined;
}

/** One page of the followers list (`v3.0/oa/user/getlist`). */
export interface FollowerPage {
  total: number;
  userIds: string[];
}

/** The OA's tokens as the OAuth host issues them. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives (Zalo: 90,000, 25 hours). */
  expiresIn: number;
}

/** The largest page of followers Zalo gives, and how far its offset reaches. */
export const FOLLOWER_PAGE_SIZE = 50;
export const FOLLOWER_OFFSET_LIMIT = 10_000;

type Json = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The Open API and OAuth calls, pointed at ZALO_API_BASE and ZALO_OAUTH_BASE (a fake in tests). */
export class ZaloApi {
  constructor(
    private readonly config: Pick<
      Config,
      'ZALO_API_BASE' | 'ZALO_OAUTH_BASE' | 'ZALO_APP_ID' | 'ZALO_APP_SECRET'
    >,
  ) {}

  /**
   * `v3.0/oa/user/getlist`, the current followers list (v2.0 `getfollowers` is its deprecated
   * predecessor): `data={"offset","count","is_follower":"true"}`, answering `total` and `users`.
   */
  async followers(accessToken: string, offset: number, count = FOLLOWER_PAGE_SIZE): Promise<FollowerPage> {
    const data = await this.openApi(accessToken, 'GET', '/v3.0/oa/user/getlist', {
      query: { offset, count, is_follower: 'true' },
    });
    const users = Array.isArray(data.users) ? (data.users as Json[]) : [];
    return {
      total: typeof data.total === 'number' ? data.total : Number(data.total ?? 0) || 0,
      userIds: users.map((u) => text(u.user_id)).filter((id): id is string => id !== null),
    };
  }

  /** `v3.0/oa/user/detail`: a follower's name, avatar, id for the app and shared phone. */
  async profile(accessToken: string, userId: string): Promise<ZaloProfile> {
    const data = await this.openApi(accessToken, 'GET', '/v3.0/oa/user/detail', {
      query: { user_id: userId },
    });
    const shared = (data.shared_info ?? {}) as Json;
    const avatars = (data.avatars ?? {}) as Json;
    const phone = text(shared.phone) ?? (typeof shared.phone === 'number' ? String(shared.phone) : null);
    return {
      userId: text(data.user_id) ?? userId,
      appUserId: text(data.user_id_by_app),
      displayName: text(data.display_name),
      avatar: text(data.avatar) ?? text(avatars['240']) ?? text(avatars['120']),
      // stored as Vietnamese numbers are ('0912345678'), not as Zalo shares them ('84912345678')
      phone: phone === null ? null : nationalPhone(phone),
      isFollower: typeof data.user_is_follower === 'boolean' ? data.user_is_follower : undefined,
    };
  }

  /** `v3.0/oa/message/cs`: a text message to a follower, inside Zalo's message window. */
  async sendText(
    accessToken: string,
    userId: string,
    message: string,
  ): Promise<{ messageId: string | null }> {
    const data = await this.openApi(accessToken, 'POST', '/v3.0/oa/message/cs', {
      body: { recipient: { user_id: userId }, message: { text: message } },
    });
    return { messageId: text(data.message_id) };
  }

  /**
   * `POST {ZALO_OAUTH_BASE}/v4/oa/access_token` with the refresh token: a new access token and a
   * new refresh token; the one given is spent (single-use), whatever happens to the answer.
   */
  async refresh(refreshToken: string): Promise<IssuedTokens> {
    const { ZALO_APP_ID: appId = '', ZALO_APP_SECRET: secret = '' } = this.config;
    const body = new URLSearchParams({
      refresh_token: refreshToken,
      app_id: appId,
      grant_type: 'refresh_token',
    });
    const answer = await this.request(`${this.config.ZALO_OAUTH_BASE}/v4/oa/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: secret },
      body,
    });
    const accessToken = text(answer.access_token);
    const newRefresh = text(answer.refresh_token);
    if (accessToken && newRefresh) {
      const expiresIn = Number(answer.expires_in);
      return { accessToken, refreshToken: newRefresh, expiresIn: expiresIn > 0 ? expiresIn : 90_000 };
    }
    const code = Number(answer.error) || -1;
    const words =
      text(answer.error_description) ?? text(answer.error_name) ?? text(answer.message) ?? 'không cấp token';
    // A refused refresh token leaves the OA without a good token until an administrator enters new
    // ones: a delivery waiting for that is tried again, not given up.
    throw new ZaloError(RATE_CODES.has(code) ? 'rate' : 'token', code, words);
  }

  private async openApi(
    accessToken: string,
    method: 'GET' | 'POST',
    path: string,
    { query, body }: { query?: Json; body?: Json },
  ): Promise<Json> {
    const url = new URL(`${this.config.ZALO_API_BASE}${path}`);
    if (query) url.searchParams.set('data', JSON.stringify(query));
    const answer = await this.request(url.toString(), {
      method,
      headers: {
        access_token: accessToken,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const code = Number(answer.error ?? 0);
    if (code !== 0) throw new ZaloError(failureOf(code), code, text(answer.message) ?? 'lỗi không rõ');
    return (answer.data ?? {}) as Json;
  }

  /** One HTTP call: a JSON object back, or a `transport` failure (never naming a header). */
  private async request(url: string, init: RequestInit): Promise<Json> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (err) {
      const timeout = err instanceof Error && err.name === 'TimeoutError';
      throw new ZaloError('transport', 0, timeout ? 'quá thời gian chờ' : 'không kết nối được');
    }
    if (response.status === 429) throw new ZaloError('rate', 0, 'HTTP 429');
    const raw = await response.text().catch(() => '');
    if (!response.ok) throw new ZaloError('transport', 0, `HTTP ${response.status}`);
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
    } catch {
      // answered below
    }
    throw new ZaloError('transport', 0, 'câu trả lời không phải JSON');
  }
}

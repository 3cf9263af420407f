import type { DbOrTx } from '../db/client.js';
import { type NotifyBus, publish } from '../db/notify.js';
import { ExpiringMap } from './expiring-map.js';

/** The bus channel of session changes: `s:<session id>` or `u:<user id>` (every session of the user). */
export const SESSION_CHANNEL = 'session_changed';

/** A live session's user and the role it runs in; null when it has ended (revoked, locked, gone). */
export type SessionState = { userId: number; roleId: number } | null;

/**
 * How long a cached state is trusted without a word from the bus. Revocations arrive as messages
 * within milliseconds; this bounds the damage when one silently does not (a change written outside
 * sessions.ts, a network that drops the listener's packets before the heartbeat notices) to half a
 * minute instead of the access token's 15 minutes, at one query per active session per 30 s.
 */
export const SESSION_TTL_MS = 30_000;
/** About 2 MB at most; a session pushed out is only read again. */
const MAX_SESSIONS = 10_000;

/** Tells every instance, once `tx` commits, that a session or all of a user's sessions changed. */
export function announceSessionChange(tx: DbOrTx, change: { sessionId: string } | { userId: number }) {
  const payload = 'sessionId' in change ? `s:${change.sessionId}` : `u:${change.userId}`;
  return publish(tx, SESSION_CHANNEL, payload);
}

/**
 * The state of sessions by id, read from the database once and then kept until the bus says the
 * session changed, the listener has a gap, or the entry is SESSION_TTL_MS old.
 *
 * A read that started before a change and ends after its message must not store the old state:
 * every message and gap advances `epoch`, and a read stores its answer only if the epoch did not
 * move while it ran (and the bus is hearing, so that a later change cannot go unheard).
 */
export class SessionCache {
  private readonly entries = new ExpiringMap<string, SessionState>(MAX_SESSIONS);
  private epoch = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly bus: NotifyBus,
    private readonly read: (sessionId: string) => Promise<SessionState>,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = bus.subscribe(SESSION_CHANNEL, {
      message: (payload) => this.changed(payload),
      gap: () => this.forgetAll(),
    });
  }

  /**
   * The session's state. A cached state with another role than the token's is read again: it may be
   * a role switch whose message has not arrived yet; an ended session never comes back.
   */
  async state(sessionId: string, roleId: number): Promise<SessionState> {
    const cached = this.entries.get(sessionId, this.now());
    if (cached === null || cached?.roleId === roleId) return cached;
    const epoch = this.epoch;
    const state = await this.read(sessionId);
    if (epoch === this.epoch && this.bus.hears(SESSION_CHANNEL)) {
      this.entries.set(sessionId, state, this.now() + SESSION_TTL_MS);
    }
    return state;
  }

  close() {
    this.unsubscribe();
    this.forgetAll();
  }

  private changed(payload: string) {
    this.epoch++;
    const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:') this.entries.delete(id);
    else if (kind === 'u:') this.entries.deleteWhere((s) => s?.userId === Number(id));
    else this.entries.clear();
  }

  private forgetAll() {
    this.epoch++;
    this.entries.clear();
  }
}

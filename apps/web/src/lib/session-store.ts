import type { SessionUser } from '@congdoan/shared';

/** The part of the Web Storage API the session needs; tests pass an in-memory one. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** Local-storage keys (docs/requirements.md, "Stored user"). */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
} as const;

export interface SignInResult {
  accessToken: string;
  refreshToken: string;
  userData: SessionUser;
}

/** Why the last session ended, for the page that follows (sign-in). */
export interface SignOutReason {
  /** The user chose to leave (logout, password change): no way back to the page they were on. */
  deliberate: boolean;
  /** A message for the sign-in page ("Mật khẩu đã được thay đổi..."). */
  notice?: string;
}

export interface SessionStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** The stored user, or null when signed out. The same object is returned until it changes. */
  user(): SessionUser | null;
  /** Stores a token pair with its user (login, refresh, role switch). */
  signIn(result: SignInResult): void;
  /** Replaces the stored user (profile update, /auth/me). */
  setUser(user: SessionUser): void;
  /** Removes the user data and both tokens, nothing else. Without a reason: the session expired. */
  signOut(reason?: SignOutReason): void;
  /** The reason given to the last signOut since the last signIn, or null. */
  lastSignOut(): SignOutReason | null;
  /** docs/requirements.md, "Browser session": a 408 clears the whole local storage. */
  clearAll(): void;
  subscribe(listener: () => void): () => void;
  /** Tells subscribers that storage changed elsewhere (another tab). */
  notify(): void;
}

function looksLikeUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<SessionUser>;
  return typeof v.id === 'number' && Array.isArray(v.ability);
}

export function createSessionStore(storage: StorageLike): SessionStore {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs a stable snapshot: parse once per distinct stored string.
  let cachedRaw: string | null = null;
  let cachedUser: SessionUser | null = null;
  let signOutReason: SignOutReason | null = null;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const user = (): SessionUser | null => {
    const raw = storage.getItem(SESSION_KEYS.userData);
    if (raw === cachedRaw) return cachedUser;
    cachedRaw = raw;
    cachedUser = null;
    if (raw) {
      try {
        const parsed: unknown = JSON.parse(raw);
        cachedUser = looksLikeUser(parsed) ? parsed : null;
      } catch {
        cachedUser = null;
      }
    }
    return cachedUser;
  };

  return {
    accessToken: () => storage.getItem(SESSION_KEYS.accessToken),
    refreshToken: () => storage.getItem(SESSION_KEYS.refreshToken),
    user,
    signIn({ accessToken, refreshToken, userData }) {
      signOutReason = null;
      storage.setItem(SESSION_KEYS.accessToken, accessToken);
      storage.setItem(SESSION_KEYS.refreshToken, refreshToken);
      storage.setItem(SESSION_KEYS.userData, JSON.stringify(userData));
      notify();
    },
    setUser(next) {
      storage.setItem(SESSION_KEYS.userData, JSON.stringify(next));
      notify();
    },
    signOut(reason) {
      signOutReason = reason ?? { deliberate: false };
      storage.removeItem(SESSION_KEYS.userData);
      storage.removeItem(SESSION_KEYS.accessToken);
      storage.removeItem(SESSION_KEYS.refreshToken);
      notify();
    },
    lastSignOut: () => signOutReason,
    clearAll() {
      storage.clear();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
  };
}

/** An in-memory StorageLike, for tests and for environments without localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  snapshot(): Record<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    clear: () => map.clear(),
    snapshot: () => Object.fromEntries(map),
  };
}

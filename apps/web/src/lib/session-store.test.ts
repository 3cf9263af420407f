import type { SessionUser } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSessionStore } from './session-store';

const user = { id: 3, fullName: 'Trần Thị Bình', ability: [], listRoles: [] } as unknown as SessionUser;

describe('session store', () => {
  it('stores the token pair and the user under the spec’s keys, and notifies', () => {
    const storage = createMemoryStorage();
    const session = createSessionStore(storage);
    let changes = 0;
    session.subscribe(() => changes++);
    session.signIn({ accessToken: 'a', refreshToken: 'r', userData: user });
    expect(storage.snapshot()).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      userData: JSON.stringify(user),
    });
    expect(session.user()).toEqual(user);
    expect(session.user()).toBe(session.user()); // a stable snapshot for useSyncExternalStore
    expect(changes).toBe(1);
  });

  it('signs out by removing only the user data and both tokens, keeping the reason', () => {
    const storage = createMemoryStorage({ 'congdoan-layout': '{}' });
    const session = createSessionStore(storage);
    session.signIn({ accessToken: 'a', refreshToken: 'r', userData: user });
    session.signOut({ deliberate: true, notice: 'Đã đổi mật khẩu' });
    expect(storage.snapshot()).toEqual({ 'congdoan-layout': '{}' });
    expect(session.user()).toBeNull();
    expect(session.lastSignOut()).toEqual({ deliberate: true, notice: 'Đã đổi mật khẩu' });
    session.signIn({ accessToken: 'a', refreshToken: 'r', userData: user });
    expect(session.lastSignOut()).toBeNull();
    session.signOut();
    expect(session.lastSignOut()).toEqual({ deliberate: false });
  });

  it('treats unreadable stored user data as signed out', () => {
    expect(createSessionStore(createMemoryStorage({ userData: '{oops' })).user()).toBeNull();
    expect(createSessionStore(createMemoryStorage({ userData: '{"name":"x"}' })).user()).toBeNull();
  });
});

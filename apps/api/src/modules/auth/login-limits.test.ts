import { describe, expect, it } from 'vitest';
import { buildUser, PASSWORD, useTestApp } from '../../test/harness.js';

const t = useTestApp();

const signIn = (address: string, username: string, password = PASSWORD) =>
  t.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: address,
    payload: { username, password },
  });
const codesOf = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;
const users = (n: number) => Promise.all(Array.from({ length: n }, () => buildUser(t.ctx)));

describe('sign-in limits: an office behind one address', () => {
  it('thirty parallel sign-ins with the right password on one account all succeed', async () => {
    const u = await buildUser(t.ctx);
    const results = await Promise.all(Array.from({ length: 30 }, () => signIn('198.51.100.1', u.username!)));
    expect(codesOf(results)).toEqual(Array(30).fill(200));
  });

  it('thirty officers signing in at once, three tabs each, all succeed', async () => {
    const office = await users(10);
    const results = await Promise.all(
      office.flatMap((u) => [1, 2, 3].map(() => signIn('198.51.100.2', u.username!))),
    );
    expect(codesOf(results)).toEqual(Array(30).fill(200));
  });

  it('typos on different accounts and mistyped names do not lock the office out', async () => {
    const address = '198.51.100.3';
    const office = await users(12);
    // 1 to 4 wrong passwords per officer (30) and ten mistyped names: more failures than one
    // address was once allowed in total, none of them a fifth on one account.
    for (const [i, u] of office.entries()) {
      for (let k = 0; k <= i % 4; k++)
        expect((await signIn(address, u.username!, 'go-nham')).statusCode).toBe(401);
    }
    for (let i = 0; i < 10; i++) expect((await signIn(address, `go.nham.ten.${i}`)).statusCode).toBe(404);
    for (const u of office) expect((await signIn(address, u.username!)).statusCode).toBe(200);
  });
});

describe('sign-in limits: attacks', () => {
  it('stops guessing one account from one address, in parallel too, without locking the address', async () => {
    const address = '203.0.113.20';
    const [target, colleague] = await users(2);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(address, target!.username!, `doan-${i}`)),
    );
    const codes = codesOf(guesses);
    expect(count(codes, 401)).toBe(5);
    expect(count(codes, 429)).toBe(35);
    const rightPassword = await signIn('203.0.113.21', target!.username!);
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json().message).toMatch(
      /^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ phút$/,
    );
    expect((await signIn(address, colleague!.username!)).statusCode).toBe(200);
  });

  it('stops trying passwords on many accounts from one address at the address ceiling', async () => {
    const address = '203.0.113.30';
    const sprayed = await users(5);
    const [victim] = await users(1);
    // In parallel, so that the count is shown to hold while attempts are in flight.
    const tries = await Promise.all([
      ...sprayed.map((u) => signIn(address, u.username!, 'Matkhau@2024')),
      ...Array.from({ length: 115 }, (_, i) => signIn(address, `nguoi.dung.${i}`, 'Matkhau@2024')),
    ]);
    const codes = codesOf(tries);
    expect(count(codes, 401) + count(codes, 404)).toBe(100);
    expect(count(codes, 429)).toBe(20);
    // Even the right password of an untouched account is refused from that address until the
    // window ends, and the account itself is not locked: it signs in from elsewhere.
    const refused = await signIn(address, victim!.username!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_login_attempts');
    expect((await signIn('203.0.113.31', victim!.username!)).statusCode).toBe(200);
  });
});

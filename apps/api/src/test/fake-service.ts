import { afterAll, beforeAll } from 'vitest';

/** A fake of an outside service, listening on 127.0.0.1 (fake-zalo.ts, fake-llm.ts). */
export interface FakeService {
  start(): Promise<unknown>;
  close(): Promise<unknown> | unknown;
  /** The settings that point the app at it. */
  env(): Record<string, string>;
}

/**
 * A fake for a test file, started before its tests and closed after them. Call it before
 * `useTestApp` and pass `env` as (part of) its env: the object is filled once the fake listens,
 * before the app is built.
 */
export function useFakeService<F extends FakeService>(
  fake: F,
): { readonly fake: F; readonly env: Record<string, string> } {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await fake.start();
    Object.assign(env, fake.env());
  });
  afterAll(() => fake.close());
  return { fake, env };
}

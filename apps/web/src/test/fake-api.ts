import { createApiClient } from '../lib/api-client';
import { createMemoryStorage, createSessionStore } from '../lib/session-store';

/** A call the fake server received. */
export interface FakeCall {
  url: string;
  method: string;
  auth: string | null;
  body: unknown;
}

/** A JSON answer of the fake server (no body when `body` is undefined). */
export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * The one API client against a fake server: `routes` answers each call; every call and every
 * page the client navigates to is recorded. `stored` is the browser storage it starts with.
 */
export function fakeApi(
  routes: (call: FakeCall) => Response | Promise<Response>,
  stored: Record<string, string>,
) {
  const storage = createMemoryStorage(stored);
  const session = createSessionStore(storage);
  const calls: FakeCall[] = [];
  const visited: string[] = [];
  const client = createApiClient({
    session,
    navigate: (path) => visited.push(path),
    fetch: async (url, init) => {
      const call: FakeCall = {
        url,
        method: init.method ?? 'GET',
        auth: new Headers(init.headers).get('Authorization'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      // Let parallel requests interleave as they would over a network.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return routes(call);
    },
  });
  return { client, storage, session, calls, visited };
}

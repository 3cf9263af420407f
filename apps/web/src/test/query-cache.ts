import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Hooks and the query cache as a test reads them (the tests run without a DOM). For tests only.
 */

/** Renders nothing; hands out what `useHook()` answered. */
function Caller({ useHook, onResult }: { useHook: () => unknown; onResult: (value: unknown) => void }) {
  onResult(useHook());
  return null;
}

/** What `useHook()` answers when rendered once under `client`: a mutation's `mutateAsync` works from it. */
export function hookResult<T>(client: QueryClient, useHook: () => T): T {
  let result: { value: T } | undefined;
  const onResult = (value: unknown) => {
    result = { value: value as T };
  };
  renderToString(
    createElement(QueryClientProvider, { client }, createElement(Caller, { useHook, onResult })),
  );
  if (!result) throw new Error('the hook was not rendered');
  return result.value;
}

/** A `fetch` that answers every request with `data` in the API's envelope. */
export const answering = (data: unknown) => async () =>
  new Response(JSON.stringify({ data }), { headers: { 'Content-Type': 'application/json' } });

/**
 * Which of the `cached` queries (by name) `act` leaves to be read again: each is cached first, then
 * `act` runs on the same client.
 */
export async function invalidatedBy(
  cached: Record<string, QueryKey>,
  act: (client: QueryClient) => Promise<unknown>,
): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(cached)) client.setQueryData(key, { list: [], count: 0 });
  await act(client);
  return Object.entries(cached)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

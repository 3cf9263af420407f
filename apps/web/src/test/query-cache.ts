import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** The query cache as a test reads it (the tests run without a DOM). For tests only. */

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

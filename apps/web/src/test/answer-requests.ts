import { vi } from 'vitest';

/** A request the app sent: its address, method and body (parsed JSON, or the form of an upload). */
export interface SentRequest {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Stubs the fetch the API client calls (the config restores it after each test): every request
 * is answered `{ data }`, as the API answers, and kept in the returned list, in order.
 */
export function answerRequests(data: unknown): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = init.body instanceof FormData || !init.body ? init.body : JSON.parse(String(init.body));
    sent.push({ url, method: init.method ?? 'GET', body });
    return Response.json({ data });
  });
  return sent;
}

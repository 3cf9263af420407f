import { vi } from 'vitest';

/** A request the app sent: its address, method and JSON body. */
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
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return Response.json({ data });
  });
  return sent;
}

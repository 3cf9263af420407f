import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { industrialZoneLookupQuery } from './lookup-industrial-zones';
import { organizationLookupQuery } from './lookup-organizations';
import { wardLookupQuery } from './lookup-wards';
import { staffOptionsQuery } from './staff-list-all';

/** A server whose lookup answers as many wards as the request's limit asks. */
function stubServer() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const limit = Number(new URL(url, 'http://x').searchParams.get('limit') ?? 10);
    const list = Array.from({ length: limit }, (_, i) => ({ id: i + 1, name: `Phường ${i + 1}` }));
    return new Response(JSON.stringify({ data: { list, count: 300 } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return urls;
}

describe('look-up query keys', () => {
  it('differ whenever the request differs: endpoint, search or limit', () => {
    const keys = [
      wardLookupQuery({ search: 'bac', limit: 50 }),
      wardLookupQuery({ search: 'bac', limit: 200 }),
      wardLookupQuery({ search: 'bac' }),
      wardLookupQuery({ search: 'giang', limit: 50 }),
      industrialZoneLookupQuery({ search: 'bac', limit: 50 }),
      organizationLookupQuery({ search: 'bac', limit: 50 }),
      staffOptionsQuery({ search: 'bac', limit: 50 }),
    ].map((q) => hashKey(q.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are the same for the same request, so screens asking alike share one answer', () => {
    expect(hashKey(wardLookupQuery({ search: 'bac', limit: 50 }).queryKey)).toBe(
      hashKey(wardLookupQuery({ limit: 50, search: 'bac' }).queryKey),
    );
  });

  it('keep one screen from showing the list another screen asked with another limit', async () => {
    const urls = stubServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The register form asks the first page; the users form asks 50 with the same search.
    const short = await client.fetchQuery(wardLookupQuery({ search: 'phuong', limit: 10 }));
    const long = await client.fetchQuery(wardLookupQuery({ search: 'phuong', limit: 50 }));
    expect(short.list).toHaveLength(10);
    expect(long.list).toHaveLength(50);
    expect(urls).toEqual([
      '/api/v1/lookup/wards?search=phuong&limit=10',
      '/api/v1/lookup/wards?search=phuong&limit=50',
    ]);
  });
});

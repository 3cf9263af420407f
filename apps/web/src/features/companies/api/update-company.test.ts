import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateCompany } from './update-company';

/** A server that answers every request and keeps what it received. */
function stubServer() {
  const received: { url: string; method: string | undefined; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    received.push({ url: String(url), method: init.method, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ data: { id: 5 } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return received;
}

afterEach(() => vi.unstubAllGlobals());

describe('saving an edited company', () => {
  it('puts to the company’s own path, the emptied fields as null so that the server clears them', async () => {
    const received = stubServer();
    await updateCompany({
      id: 5,
      body: { ten: 'Công ty TNHH Minh Phát', cumKCNId: undefined, diaChi: '', ghiChu: 'Đã liên hệ' },
    });
    expect(received).toEqual([
      {
        url: expect.stringMatching(/\/api\/v1\/cong-ty-chua-co-cd\/5$/),
        method: 'PUT',
        body: { ten: 'Công ty TNHH Minh Phát', cumKCNId: null, diaChi: null, ghiChu: 'Đã liên hệ' },
      },
    ]);
  });
});

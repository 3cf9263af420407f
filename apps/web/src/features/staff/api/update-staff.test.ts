import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateStaff } from './update-staff';

/** A server that answers every request and keeps the bodies it received. */
function stubServer() {
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ data: { id: 5 } }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return bodies;
}

afterEach(() => vi.unstubAllGlobals());

describe('saving an edited union officer', () => {
  it('sends the fields the officer emptied as null, so the server clears them instead of keeping them', async () => {
    const bodies = stubServer();
    await updateStaff({
      id: 5,
      organizationId: 3,
      fullName: 'Lê Thị Mai',
      positionId: 2,
      gender: undefined,
      phoneNumber: '',
      termEnd: undefined,
      employment: 'kiem_nhiem',
    });
    expect(bodies).toEqual([
      {
        id: 5,
        organizationId: 3,
        fullName: 'Lê Thị Mai',
        positionId: 2,
        gender: null,
        phoneNumber: null,
        termEnd: null,
        employment: 'kiem_nhiem',
      },
    ]);
  });

  it('leaves out the account link when the form does not hold it, which keeps the link', async () => {
    const bodies = stubServer();
    await updateStaff({ id: 5, fullName: 'Lê Thị Mai' });
    expect(bodies).toEqual([{ id: 5, fullName: 'Lê Thị Mai' }]);
  });
});

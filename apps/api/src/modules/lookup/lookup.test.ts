import { ROLE_IDS } from '@congdoan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOrganization,
  buildWard,
  buildZone,
  callApi,
  createTestContext,
  type TestContext,
  tokenFor,
} from '../../test/harness.js';

let ctx: TestContext;
let chair: string;
let unionA: { id: number; name: string; path: string };
let unitA: { id: number; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  const root = await buildOrganization(ctx, { name: 'Liên đoàn Lao động Tra Cứu' });
  unionA = await buildOrganization(ctx, { parent: root, name: 'Công đoàn Tra Cứu Đông Ngàn' });
  unitA = await buildOrganization(ctx, { parent: unionA, name: 'Công đoàn Xưởng Tra Cứu' });
  await buildOrganization(ctx, { parent: root, name: 'Công đoàn Tra Cứu Yên Phong' });
  await buildWard(ctx, 'Phường Tra Cứu Một');
  await buildZone(ctx, 'Khu công nghiệp Tra Cứu Hai');
  chair = await tokenFor(ctx, { roles: [ROLE_IDS.chair], organizationId: unionA.id });
});
afterAll(async () => ctx?.close());

const names = (res: { json(): { data: { list: { name: string }[] } } }) =>
  res.json().data.list.map((i) => i.name);

describe('lookups', () => {
  it('wards and industrial zones are public, searched without accents', async () => {
    const ward = await callApi(ctx, 'GET', '/lookup/wards?search=tra cuu mot');
    expect(ward.statusCode).toBe(200);
    expect(names(ward)).toEqual(['Phường Tra Cứu Một']);
    const zone = await callApi(ctx, 'GET', '/lookup/industrial-zones?search=tra cuu');
    expect(names(zone)).toEqual(['Khu công nghiệp Tra Cứu Hai']);
  });

  it('organisations need a sign-in and answer only those in the caller scope', async () => {
    expect((await callApi(ctx, 'GET', '/lookup/organizations')).statusCode).toBe(401);
    const res = await callApi(ctx, 'GET', '/lookup/organizations?search=tra cuu', chair);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([unionA.name, unitA.name]);
    expect(res.json().data.count).toBe(2);
  });
});

import { ROLE_IDS } from '@congdoan/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildWard, buildZone, tokenFor, useTestApp } from '../../test/harness.js';

const t = useTestApp();
let chair: string;
let unionA: { id: number; name: string; path: string };
let unitA: { id: number; name: string };

beforeAll(async () => {
  const root = await buildOrganization(t.ctx, { name: 'Liên đoàn Lao động Tra Cứu' });
  unionA = await buildOrganization(t.ctx, { parent: root, name: 'Công đoàn Tra Cứu Đông Ngàn' });
  unitA = await buildOrganization(t.ctx, { parent: unionA, name: 'Công đoàn Xưởng Tra Cứu' });
  await buildOrganization(t.ctx, { parent: root, name: 'Công đoàn Tra Cứu Yên Phong' });
  await buildWard(t.ctx, 'Phường Tra Cứu Một');
  await buildZone(t.ctx, 'Khu công nghiệp Tra Cứu Hai');
  chair = await tokenFor(t.ctx, { roles: [ROLE_IDS.chair], organizationId: unionA.id });
});

const names = (res: { json(): { data: { list: { name: string }[] } } }) =>
  res.json().data.list.map((i) => i.name);

describe('lookups', () => {
  it('wards and industrial zones are public, searched without accents', async () => {
    const ward = await t.call('GET', '/lookup/wards?search=tra cuu mot');
    expect(ward.statusCode).toBe(200);
    expect(names(ward)).toEqual(['Phường Tra Cứu Một']);
    const zone = await t.call('GET', '/lookup/industrial-zones?search=tra cuu');
    expect(names(zone)).toEqual(['Khu công nghiệp Tra Cứu Hai']);
  });

  it('organisations answer only those in the caller scope', async () => {
    const res = await t.call('GET', '/lookup/organizations?search=tra cuu', chair);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual([unionA.name, unitA.name]);
    expect(res.json().data.count).toBe(2);
  });
});

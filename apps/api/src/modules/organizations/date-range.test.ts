import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/index.js';
import { buildOrganization, useTestApp } from '../../test/harness.js';

/** The lists' record-date filters (createdFrom/To, updatedFrom/To): Việt Nam days, both ends included. */
const t = useTestApp({ world: true });
const officer = () => t.world.as.provincialOfficer.token;

const made = async (name: string, createdAt: string, updatedAt: string, parent = t.world.wardUnion) => {
  const org = await buildOrganization(t.ctx, { parent, name });
  await t.ctx.database.db
    .update(organizations)
    .set({ createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) })
    .where(eq(organizations.id, org.id));
  return org;
};

const names = async (query: string, url = '/organization/list-all-organization', token = officer()) => {
  const res = await t.call('GET', `${url}?search=ngay loc&sortBy=name&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.list.map((o: { name: string }) => o.name);
};

beforeAll(async () => {
  // 00:30 on 10 March in Việt Nam is still 9 March in UTC.
  await made('Ngày lọc A', '2025-03-09T17:30:00Z', '2025-06-01T03:00:00Z');
  await made('Ngày lọc B', '2025-03-31T16:59:59Z', '2025-04-01T16:59:00Z');
  await made('Ngày lọc C', '2025-04-01T05:00:00Z', '2026-01-05T05:00:00Z');
  await made('Ngày lọc D', '2024-12-31T10:00:00Z', '2025-03-10T10:00:00Z', t.world.otherWardUnion);
});

describe('organisation lists by record date', () => {
  it('filters by the creation date in Việt Nam days, both ends included', async () => {
    expect(await names('createdFrom=2025-03-10&createdTo=2025-03-31')).toEqual(['Ngày lọc A', 'Ngày lọc B']);
    expect(await names('createdFrom=2025-04-01')).toEqual(['Ngày lọc C']);
    expect(await names('createdTo=2025-03-09')).toEqual(['Ngày lọc D']);
    expect(await names('createdFrom=2025-03-10&createdTo=2025-03-10')).toEqual(['Ngày lọc A']);
    // Empty ends are no filter.
    expect(await names('createdFrom=&createdTo=')).toHaveLength(4);
  });

  it('filters by the last update, together with the other filters, on both lists and in the caller’s scope', async () => {
    expect(await names('updatedFrom=2025-04-02&updatedTo=2025-12-31')).toEqual(['Ngày lọc A']);
    // B was updated at 23:59 on 1 April in Việt Nam (16:59 UTC): the last day counts whole.
    expect(await names('updatedFrom=2025-03-01&updatedTo=2025-04-01')).toEqual(['Ngày lọc B', 'Ngày lọc D']);
    expect(await names('updatedFrom=2025-03-01&createdFrom=2025-01-01&createdTo=2025-03-31')).toEqual([
      'Ngày lọc A',
      'Ngày lọc B',
    ]);
    expect(await names('updatedFrom=2025-04-01', '/organization/list-by-permission')).toEqual([
      'Ngày lọc A',
      'Ngày lọc B',
      'Ngày lọc C',
    ]);
    // The chair of ward A's union sees its subtree only: not D (under the other ward's union).
    expect(await names('createdTo=2025-12-31', undefined, t.world.wardUnionChair.token)).toEqual([
      'Ngày lọc A',
      'Ngày lọc B',
      'Ngày lọc C',
    ]);
  });

  it('refuses a bad date and a range whose start is after its end, in Vietnamese', async () => {
    const call = (query: string) => t.call('GET', `/organization/list-all-organization?${query}`, officer());
    const bad = await call('createdFrom=2025-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Ngày tạo từ không hợp lệ (YYYY-MM-DD)');
    const word = await call('updatedTo=hom-nay');
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toContain('Ngày cập nhật đến không hợp lệ (YYYY-MM-DD)');
    const reversed = await call('createdFrom=2025-04-01&createdTo=2025-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('Ngày tạo: từ ngày không được sau đến ngày');
    const reversedUpdate = await t.call(
      'GET',
      '/organization/list-by-permission?updatedFrom=2025-04-02&updatedTo=2025-04-01',
      officer(),
    );
    expect(reversedUpdate.statusCode).toBe(400);
    expect(reversedUpdate.json().message).toContain('Ngày cập nhật: từ ngày không được sau đến ngày');
  });

  it('the statistics count with the same ranges and refuse a reversed one', async () => {
    const stats = await t.call(
      'GET',
      '/organization/statistic?search=ngay loc&createdFrom=2025-03-10&createdTo=2025-03-31',
      officer(),
    );
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().data.total).toBe(2);
    const reversed = await t.call(
      'GET',
      '/organization/statistic?updatedFrom=2025-05-01&updatedTo=2025-04-01',
      officer(),
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('Ngày cập nhật: từ ngày không được sau đến ngày');
  });
});

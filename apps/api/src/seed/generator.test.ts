import { identityRule, isAtLeast, phoneRule, termStateOf } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { industrialZonesOf, loginNameOf, organizationsOf, provinceWards, rng, staffOf } from './generator.js';

describe('demo data generator', () => {
  it('reads the official wards of the province', () => {
    const { provinceName, wards } = provinceWards('24');
    expect(provinceName).toBe('Bắc Ninh');
    expect(wards.length).toBe(99);
    expect(wards.some((w) => w.name === 'Phường Bắc Giang' && w.kind === 'phuong')).toBe(true);
    expect(() => provinceWards('99')).toThrow('PROVINCE_CODE');
  });

  it('is deterministic and builds a consistent tree of the requested size', () => {
    const make = () => {
      const r = rng(7);
      const { provinceName, wards } = provinceWards('24');
      const zones = industrialZonesOf(wards, r);
      return organizationsOf(provinceName, wards, zones, 10_000, r);
    };
    const a = make();
    expect(make()).toEqual(a);
    expect(a).toHaveLength(10_000);
    expect(a[0]).toMatchObject({
      id: 1,
      organizationParentId: null,
      path: '/1/',
      name: 'Liên đoàn Lao động tỉnh Bắc Ninh',
    });
    for (const o of a.slice(1)) {
      const parent = a[o.organizationParentId! - 1]!;
      expect(o.path).toBe(`${parent.path}${o.id}/`);
    }
    expect(new Set(a.map((o) => o.name)).size).toBe(a.length);
  });

  it('makes login names without accents', () => {
    expect(loginNameOf('Nguyễn Văn Đạt', 3)).toBe('dat.nv3');
  });
});

describe('demo union staff', () => {
  const positions = ['Chủ tịch', 'Phó Chủ tịch', 'Ủy viên Ban Chấp hành'];
  const make = (today: string) => {
    const r = rng(7);
    const { provinceName, wards } = provinceWards('24');
    const orgs = organizationsOf(provinceName, wards, industrialZonesOf(wards, r), 2_000, r);
    return {
      orgs,
      staff: staffOf(orgs, positions, rng(8), today, new Map([[orgs.at(-1)!.id, 'Nguyễn Văn Hùng']])),
    };
  };

  it('gives each grassroots union one to three valid officers, its chair first and in office', () => {
    const today = '2025-07-01';
    const { orgs, staff } = make(today);
    expect(make(today).staff).toEqual(staff);
    const grassroots = orgs.filter((o) => o.level === 'grassroots');
    const byOrg = new Map<number, typeof staff>();
    for (const s of staff) byOrg.set(s.organizationId, [...(byOrg.get(s.organizationId) ?? []), s]);
    expect([...byOrg.keys()].sort((a, b) => a - b)).toEqual(grassroots.map((o) => o.id));
    for (const org of grassroots) {
      const own = byOrg.get(org.id)!;
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own[0]).toMatchObject({ positionName: 'Chủ tịch' });
      if (org.status === 'active') expect(termStateOf(own[0]!.termEnd, today)).toBe('current');
    }
    expect(byOrg.get(orgs.at(-1)!.id)?.[0]).toMatchObject({ fullName: 'Nguyễn Văn Hùng', gender: 'nam' });
    expect(new Set(staff.map((s) => s.identity)).size).toBe(staff.length);
    for (const s of staff) {
      expect(identityRule.safeParse(s.identity).success).toBe(true);
      expect(phoneRule.safeParse(s.phoneNumber).success).toBe(true);
      expect(isAtLeast(16, s.dateOfBirth, today)).toBe(true);
      expect(s.termStart < today).toBe(true);
      if (s.termEnd) expect(s.termEnd > s.termStart).toBe(true);
    }
    const ended = staff.filter((s) => termStateOf(s.termEnd, today) === 'ended').length;
    expect(ended).toBeGreaterThan(staff.length / 20);
    expect(ended).toBeLessThan(staff.length / 2);
  });
});

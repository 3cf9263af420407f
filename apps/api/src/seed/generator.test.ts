import { describe, expect, it } from 'vitest';
import { industrialZonesOf, loginNameOf, organizationsOf, provinceWards, rng } from './generator.js';

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

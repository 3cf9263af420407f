import { type DynamicFieldSchema, MEMBER_CATEGORY_FIELDS, ROLE_IDS } from '@congdoan/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCategoryItem,
  buildChoice,
  buildConversation,
  buildDynamicField,
  buildKnowledgeCategory,
  buildPosition,
  buildUser,
  login,
  type Method,
  useTestApp,
} from './harness.js';
import { assertOnlyChanged, type UpdateRoute, updateRoutesOf } from './partial-update.js';

/**
 * docs/requirements.md, "Updates": every update route, given a body with one field, changes that
 * field and keeps every other. A new update route needs its entry in UPDATE_ROUTES (or, when it
 * changes no field of a record, in NOT_FIELD_UPDATES): the first test fails without it.
 */

/** Routes that write but are not field updates, and why (docs/requirements.md, "Updates"). */
const NOT_FIELD_UPDATES: Record<string, string> = {
  'PUT /organization/move': 'a new parent for a subtree; its fields are not touched',
  'PUT /role/permissions': "sets the role's whole grant list",
  'PATCH /thong-bao/tat-ca-da-doc/:userId': "marks the caller's inbox read",
  'PATCH /nguoi-nhan-su-kien/cap-nhat-trang-thai-xem': 'marks an event notice seen or unseen',
  'PUT /zalo/oa-token': "replaces the OA's tokens, both given each time",
  'PUT /zalo-accounts/:id/sync': "takes no body: re-reads the follower's profile from the OA",
  'PATCH /bao-cao-doan-so-theo-ky/:id/trang-thai':
    'a decision on a waiting report: its state, approver and note',
  'POST /approval/member-update':
    'files a request holding only the fields the member changes; approving applies them as PUT /member/update does',
};

const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
let n = 0;
const unique = () => ++n;

const call = (method: Method, url: string, body?: object, token = admin()) =>
  t.call(method, url, token, body);
async function dataOf(method: Method, url: string, body?: object, token = admin()) {
  const res = await call(method, url, body, token);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** Where every full record lies (the world's province, ward and zone), and what it fills. */
const root = () => t.world.province;
const ward = () => t.world.ward;
const zone = () => t.world.zone;
let loaiHinh: number;
let loaiCongTy: number;
let position: number;
/** One item of each member category, by the member field that holds it. */
const categoryOf: Record<string, number> = {};

beforeAll(async () => {
  for (const [field, kind] of Object.entries(MEMBER_CATEGORY_FIELDS))
    categoryOf[field] = (await buildCategoryItem(t.ctx, { kind })).id;
  loaiHinh = (await buildChoice(t.ctx, { list: 'loai_hinh' })).id;
  loaiCongTy = (await buildChoice(t.ctx, { list: 'loai_cong_ty' })).id;
  position = (await buildPosition(t.ctx, { name: 'Chủ tịch công đoàn' })).id;
  const fields: Parameters<typeof buildDynamicField>[1][] = [
    { key: 'soCaLamViec', label: 'Số ca làm việc', type: 'number' },
    { key: 'nganhNghe', label: 'Ngành nghề', type: 'select', options: ['Điện tử', 'May mặc'] },
    { key: 'ngayDaiHoi', label: 'Ngày đại hội', type: 'date' },
    { key: 'coThoaUoc', label: 'Có thỏa ước lao động', type: 'boolean' },
    { key: 'ghiChu', label: 'Ghi chú', type: 'text' },
    { key: 'moTaHoatDong', label: 'Mô tả hoạt động', type: 'textarea' },
  ];
  for (const field of fields) await buildDynamicField(t.ctx, field);
});

/** A value of the right type for every custom field that exists now (some are added by the tests). */
const SAMPLES: Record<DynamicFieldSchema['type'], (f: DynamicFieldSchema) => unknown> = {
  number: () => 2,
  select: (f) => f.options[0],
  date: () => '2024-03-15',
  boolean: () => true,
  text: () => 'Đã đăng ký',
  textarea: () => 'Dòng một\nDòng hai',
};
async function fullCustomValues() {
  const fields: DynamicFieldSchema[] = await dataOf('GET', '/organization/dynamic-fields');
  return Object.fromEntries(fields.map((f) => [f.key, SAMPLES[f.type](f)]));
}

/** An organisation with every field filled, custom values included. */
async function fullOrganization() {
  const i = unique();
  return dataOf('POST', '/organization/create-organization', {
    name: `Công đoàn Công ty TNHH Điện tử Số ${i}`,
    code: `CD-${i}`,
    organizationParentId: root().id,
    level: 'grassroots',
    xaPhuongId: ward().id,
    cumKhuCnId: zone().id,
    loaiHinh,
    loaiCongTy,
    namThanhLap: 2008,
    address: 'Lô B2, Khu công nghiệp Quế Võ',
    phoneNumber: '0222 3856 789',
    email: `cd${i}@example.vn`,
    chairName: 'Nguyễn Thị Lan',
    chairPhone: '0987 654 321',
    workerCount: 1200,
    workerMaleCount: 500,
    workerFemaleCount: 700,
    memberCount: 1150,
    memberMaleCount: 480,
    memberFemaleCount: 670,
    executiveBoardSize: 9,
    auditCommitteeSize: 3,
    businessSector: 'Lắp ráp linh kiện điện tử',
    country: 'Hàn Quốc',
    note: 'Doanh nghiệp FDI',
    status: 'active',
    customFields: await fullCustomValues(),
  }) as Promise<{ id: number }>;
}
const readOrganization = ({ id }: { id: number }) =>
  dataOf('GET', `/organization/detail?organizationId=${id}`);

/** A union staff record with every field filled, linked to an account. */
async function fullStaff(userId?: number) {
  const i = unique();
  return dataOf('POST', '/staff/create', {
    organizationId: root().id,
    fullName: `Trần Văn Cán Bộ ${i}`,
    gender: 'nam',
    dateOfBirth: '1985-04-12',
    identity: String(100000000000 + i),
    phoneNumber: `09${String(10000000 + i)}`,
    email: `canbo${i}@example.vn`,
    positionId: position,
    termStart: '2023-01-01',
    termEnd: '2028-01-01',
    employment: 'chuyen_trach',
    ...(userId === undefined ? {} : { userId }),
  }) as Promise<{ id: number }>;
}

/** A union member with every field filled, linked to an account. */
async function fullMember() {
  const i = unique();
  const account = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
  const member = await (dataOf('POST', '/member/create', {
    organizationId: t.world.grassroots[0].id,
    fullName: `Nguyễn Thị Đoàn Viên ${i}`,
    dateOfBirth: '1992-07-20',
    gender: 'nu',
    ...categoryOf,
    identity: String(300000000000 + i),
    phoneNumber: `07${String(10000000 + i)}`,
    email: `doanvien${i}@example.vn`,
    hometownWardId: ward().id,
    hometown: 'Thôn Đông',
    addressWardId: ward().id,
    address: '12 đường Trần Phú',
    occupation: 'Công nhân may',
    department: 'Tổ may 3',
    joinedAt: '2016-05-01',
    cardNumber: `DV2016${String(100000 + i)}`,
    cardIssuedAt: '2016-06-01',
    partyMember: true,
    userId: account.id,
  }) as Promise<{ id: number }>);
  // A status with its date and reason: away for a while, then back.
  for (const [status, reason] of [
    ['thoi_sinh_hoat', 'Nghỉ không lương'],
    ['dang_sinh_hoat', 'Đi làm lại'],
  ])
    await dataOf('POST', '/member/change-status', {
      id: member.id,
      status,
      effectiveOn: '2024-01-02',
      reason,
    });
  return member;
}

/** A user with every field an administrator fills: two roles, places, a linked officer. */
async function fullUser() {
  const i = unique();
  const staff = await fullStaff();
  return dataOf('POST', '/user/create-user', {
    fullName: `Phạm Thị Người Dùng ${i}`,
    username: `nguoidung${i}`,
    passWord: 'Matkhau@123',
    repassWord: 'Matkhau@123',
    identity: String(200000000000 + i),
    email: `nguoidung${i}@example.vn`,
    phoneNumber: `08${String(10000000 + i)}`,
    roleIds: [ROLE_IDS.chair, ROLE_IDS.member],
    roleId: ROLE_IDS.chair,
    organizationId: root().id,
    xaPhuongId: ward().id,
    cumKhuCnId: zone().id,
    staffID: staff.id,
  }) as Promise<{ id: number }>;
}

const withAdmin = async <R>(record: Promise<R>) => ({ ...(await record), token: admin() });

const UPDATE_ROUTES: UpdateRoute<{ id: number }>[] = [
  ...['PUT /organization/update-organization', 'PUT /organization/with-dynamic-fields'].map((route) => ({
    route,
    create: () => withAdmin(fullOrganization()),
    read: readOrganization,
    body: ({ id }: { id: number }) => ({ id, chairName: 'Lê Văn Hùng' }),
    // the answer repeats it under the deployed name
    changes: ['chairName', 'tenChuTichCongDoan'],
  })),
  {
    route: 'PUT /organization/choices',
    create: () =>
      withAdmin(
        dataOf('POST', '/organization/choices', {
          list: 'loai_hinh',
          name: `Loại ${unique()}`,
          sortOrder: 5,
        }),
      ),
    read: async ({ id }) =>
      (await dataOf('GET', '/organization/choices')).find((c: { id: number }) => c.id === id),
    body: ({ id }) => ({ id, name: `Đổi tên ${unique()}` }),
    changes: ['name'],
  },
  {
    route: 'PUT /organization/dynamic-fields',
    create: () =>
      withAdmin(
        dataOf('POST', '/organization/dynamic-fields', {
          key: `quyMo${unique()}`,
          label: 'Quy mô',
          type: 'select',
          options: ['Dưới 50', 'Trên 50'],
          required: true,
          defaultValue: 'Trên 50',
          active: false,
          sortOrder: 7,
        }),
      ),
    read: async ({ id }) =>
      (await dataOf('GET', '/organization/dynamic-fields')).find((f: { id: number }) => f.id === id),
    body: ({ id }) => ({ id, label: 'Quy mô lao động' }),
    changes: ['label', 'fieldName'],
  },
  ...['POST /user/update-user', 'PUT /user/update'].map((route) => ({
    route,
    create: () => withAdmin(fullUser()),
    read: ({ id }: { id: number }) => dataOf('GET', `/user/get-user?userId=${id}`),
    body: ({ id }: { id: number }) => ({ userId: id, fullName: 'Phạm Thị Hoa' }),
    changes: ['fullName'],
    // An administrator's form has no avatar, and the account has not signed in yet.
    emptyAllowed: ['avatar', 'lastLoginAt'],
  })),
  {
    route: 'PUT /auth/profile',
    create: async () => {
      const user = await buildUser(t.ctx, {
        phoneNumber: `07${String(10000000 + unique())}`,
        identity: String(300000000000 + unique()),
        avatar: 'https://example.vn/anh.png',
        organizationId: root().id,
        xaPhuongId: ward().id,
        cumKhuCnId: zone().id,
        roles: [ROLE_IDS.chair],
      });
      return { id: user.id, token: (await login(t.ctx, user.username!)).accessToken };
    },
    read: ({ token }) => dataOf('GET', '/auth/me', undefined, token),
    body: () => ({ fullName: 'Đỗ Minh Tâm' }),
    changes: ['fullName'],
    emptyAllowed: ['userGroupId'],
  },
  {
    route: 'PUT /staff/update',
    create: async () => withAdmin(fullStaff((await buildUser(t.ctx, { organizationId: root().id })).id)),
    read: ({ id }) => dataOf('GET', `/staff/detail?staffId=${id}`),
    body: ({ id }) => ({ id, phoneNumber: '0912345678' }),
    // The detail answers the deployed name beside ours (docs/compatibility.md).
    changes: ['phoneNumber', 'phone'],
  },
  {
    route: 'PUT /member/update',
    create: () => withAdmin(fullMember()),
    read: ({ id }) => dataOf('GET', `/member/detail?memberId=${id}`),
    body: ({ id }) => ({ id, phoneNumber: '0912345678' }),
    changes: ['phoneNumber'],
  },
  {
    route: 'PUT /cong-ty-chua-co-cd/:id',
    create: () =>
      withAdmin(
        dataOf('POST', '/cong-ty-chua-co-cd', {
          ten: `Công ty TNHH Thử ${unique()}`,
          cumKCNId: zone().id,
          diaChi: 'Lô C2, khu công nghiệp phía bắc',
          ghiChu: 'Đã gặp ban giám đốc',
        }),
      ),
    read: ({ id }) => dataOf('GET', `/cong-ty-chua-co-cd/${id}`),
    path: ({ id }) => `/cong-ty-chua-co-cd/${id}`,
    body: () => ({ ghiChu: 'Hẹn vận động thành lập công đoàn tháng sau' }),
    changes: ['ghiChu'],
  },
  {
    route: 'PUT /analytics/saved/update',
    create: () =>
      withAdmin(
        dataOf('POST', '/analytics/saved', {
          name: `Báo cáo ${unique()}`,
          description: 'Đoàn viên theo xã/phường',
          definition: {
            measures: ['members'],
            rows: ['ward'],
            columns: ['period'],
            filters: [{ dimension: 'zone', values: ['1'] }],
            grain: 'quarter',
            from: '2025-01',
            to: '2025-12',
            compare: true,
            chart: 'line',
          },
          sharedRoleIds: [ROLE_IDS.chair],
        }),
      ),
    read: ({ id }) => dataOf('GET', `/analytics/saved/detail?id=${id}`),
    body: ({ id }) => ({ id, name: `Đổi tên báo cáo ${unique()}` }),
    changes: ['name'],
  },
  {
    route: 'PUT /assistant/settings',
    create: async () => {
      const user = await buildUser(t.ctx, { organizationId: root().id });
      const token = (await login(t.ctx, user.username!)).accessToken;
      await dataOf('PUT', '/assistant/settings', { autoSave: false, sound: true, theme: 'dark' }, token);
      return { id: user.id, token };
    },
    read: ({ token }) => dataOf('GET', '/assistant/settings', undefined, token),
    body: () => ({ sound: false }),
    changes: ['sound'],
  },
  {
    route: 'PUT /assistant/conversations',
    create: async () => {
      const user = await buildUser(t.ctx, { organizationId: root().id });
      const { id } = await buildConversation(t.ctx, {
        userId: user.id,
        title: 'Hỏi về đoàn phí',
        messages: 2,
      });
      return { id, token: (await login(t.ctx, user.username!)).accessToken };
    },
    read: ({ id, token }) => dataOf('GET', `/assistant/conversations/detail?id=${id}`, undefined, token),
    body: ({ id }) => ({ id, title: `Đổi tên cuộc trò chuyện ${unique()}` }),
    changes: ['title'],
  },
  {
    route: 'PUT /assistant/knowledge/categories',
    create: () =>
      withAdmin(
        dataOf('POST', '/assistant/knowledge/categories', {
          name: `Nhóm câu hỏi ${unique()}`,
          description: 'Mức đóng và cách tính',
          sortOrder: 3,
        }),
      ),
    read: async ({ id }) =>
      ((await dataOf('GET', '/assistant/knowledge/categories')) as { id: number }[]).find(
        (c) => c.id === id,
      )!,
    body: ({ id }) => ({ id, name: `Đổi tên nhóm ${unique()}` }),
    changes: ['name'],
  },
  {
    route: 'PUT /assistant/knowledge/articles',
    create: async () => {
      const category = await buildKnowledgeCategory(t.ctx);
      return withAdmin(
        dataOf('POST', '/assistant/knowledge/articles', {
          categoryId: category.id,
          question: `Đoàn phí đóng bao nhiêu ${unique()}?`,
          answer: 'Bằng 0,5% tiền lương làm căn cứ đóng bảo hiểm xã hội.',
          keywords: 'đoàn phí, phí công đoàn',
          source: 'Quyết định 61/QĐ-TLĐ',
          sourceUrl: 'https://congdoan.vn/van-ban/61',
          effectiveFrom: '2025-07-01',
          active: true,
        }),
      );
    },
    read: ({ id }) => dataOf('GET', `/assistant/knowledge/articles/detail?id=${id}`),
    body: ({ id }) => ({ id, answer: 'Bằng 0,5% tiền lương đóng bảo hiểm xã hội, tối đa 234.000 đồng.' }),
    changes: ['answer'],
  },
  {
    route: 'POST /role/update',
    create: () =>
      withAdmin(
        dataOf('POST', '/role/create', {
          name: `Vai trò ${unique()}`,
          description: 'Cán bộ theo dõi một xã',
          scope: 'ward',
          icon: 'TeamOutlined',
        }),
      ),
    read: ({ id }) => dataOf('GET', `/role/detail?roleId=${id}`),
    body: ({ id }) => ({ id, name: `Đổi tên vai trò ${unique()}` }),
    changes: ['name', 'roleName'],
  },
  {
    route: 'PUT /ward/update',
    create: () =>
      withAdmin(
        dataOf('POST', '/ward/create', { code: `X${unique()}`, name: `Xã Thử ${unique()}`, kind: 'xa' }),
      ),
    read: ({ id }) => dataOf('GET', `/ward/detail?wardId=${id}`),
    body: ({ id }) => ({ id, name: `Xã Đổi Tên ${unique()}` }),
    changes: ['name'],
  },
  {
    route: 'PUT /industrial-zone/update',
    create: () =>
      withAdmin(
        dataOf('POST', '/industrial-zone/create', {
          code: `KCN${unique()}`,
          name: `Khu công nghiệp Thử ${unique()}`,
          xaPhuongId: ward().id,
          description: 'Khu công nghiệp phía bắc',
        }),
      ),
    read: ({ id }) => dataOf('GET', `/industrial-zone/detail?industrialZoneId=${id}`),
    body: ({ id }) => ({ id, name: `Khu Đổi Tên ${unique()}` }),
    changes: ['name'],
  },
  {
    route: 'PUT /position/update',
    create: () =>
      withAdmin(
        dataOf('POST', '/position/create', { name: `Chức vụ ${unique()}`, sortOrder: 7, boards: ['ubkt'] }),
      ),
    read: ({ id }) => dataOf('GET', `/position/detail?positionId=${id}`),
    body: ({ id }) => ({ id, name: `Chức vụ đổi tên ${unique()}` }),
    changes: ['name'],
  },
  // The deployed system's paths for the same records (docs/compatibility.md), with its names.
  {
    route: 'PATCH /chuc-vu/:id',
    create: () =>
      withAdmin(
        dataOf('POST', '/chuc-vu', { tenChucVu: `Chức vụ cũ ${unique()}`, sortOrder: 8, boards: ['bch'] }),
      ),
    read: ({ id }) => dataOf('GET', `/chuc-vu/${id}`),
    path: ({ id }) => `/chuc-vu/${id}`,
    body: ({ id }) => ({ id, tenChucVu: `Chức vụ mới ${unique()}` }),
    changes: ['name', 'tenChucVu'],
    emptyAllowed: ['moTa'],
  },
  {
    route: 'PATCH /xa-phuong/:id',
    create: () => withAdmin(dataOf('POST', '/xa-phuong', { ten: `Xã Cũ ${unique()}` })),
    read: ({ id }) => dataOf('GET', `/xa-phuong/${id}`),
    path: ({ id }) => `/xa-phuong/${id}`,
    body: ({ id }) => ({ id, ten: `Xã Mới ${unique()}` }),
    changes: ['name', 'ten'],
    emptyAllowed: ['moTa'],
  },
  {
    route: 'PATCH /cum-khu-cong-nghiep/:id',
    create: () =>
      withAdmin(
        dataOf('POST', '/cum-khu-cong-nghiep', {
          ten: `Cụm CN Cũ ${unique()}`,
          moTa: 'Cụm phía nam',
          xaPhuongId: ward().id,
        }),
      ),
    read: ({ id }) => dataOf('GET', `/cum-khu-cong-nghiep/${id}`),
    path: ({ id }) => `/cum-khu-cong-nghiep/${id}`,
    body: ({ id }) => ({ id, moTa: 'Đã lấp đầy' }),
    changes: ['description', 'moTa'],
    emptyAllowed: ['diaChi'],
  },
  {
    route: 'POST /staff/update',
    create: async () => withAdmin(fullStaff((await buildUser(t.ctx, { organizationId: root().id })).id)),
    read: ({ id }) => dataOf('GET', `/staff/detail?StaffId=${id}`),
    body: ({ id }) => ({ id, phone: '0987654321' }),
    changes: ['phoneNumber', 'phone'],
  },
  {
    route: 'PUT /category/update',
    create: () =>
      withAdmin(
        dataOf('POST', '/category/create', {
          kind: 'religions',
          code: `R${unique()}`,
          name: `Tôn giáo thử ${unique()}`,
          sortOrder: 40,
          active: false,
        }),
      ),
    read: ({ id }) => dataOf('GET', `/category/detail?categoryId=${id}`),
    body: ({ id }) => ({ id, name: `Tôn giáo đổi tên ${unique()}` }),
    changes: ['name'],
  },
  {
    route: 'PATCH /thong-bao/:id',
    create: () =>
      withAdmin(
        dataOf('POST', '/thong-bao', {
          tieuDe: 'Lịch họp ban chấp hành',
          noiDung: 'Họp lúc 8 giờ thứ Hai',
          loaiThongBao: 'Thông báo họp',
          duongDan: '/trade-union/events/list',
        }),
      ),
    read: ({ id }) => dataOf('GET', `/thong-bao/${id}`),
    path: ({ id }) => `/thong-bao/${id}`,
    body: () => ({ tieuDe: 'Lịch họp ban chấp hành (đổi giờ)' }),
    changes: ['tieuDe'],
    // Not sent to anyone yet; the deployed clients' note is never kept apart (always null).
    emptyAllowed: ['guiLanDau', 'ghiChu'],
  },
  {
    route: 'PATCH /loai-su-kien/:id',
    create: () =>
      withAdmin(
        dataOf('POST', '/loai-su-kien', {
          ten: `Hội thao ${unique()}`,
          moTa: 'Giải bóng đá công nhân',
          trangThai: true,
          mauSac: '#13c2c2',
          thuTu: 4,
        }),
      ),
    read: ({ id }) => dataOf('GET', `/loai-su-kien/${id}`),
    path: ({ id }) => `/loai-su-kien/${id}`,
    body: ({ id }) => ({ id, moTa: 'Giải bóng đá và kéo co' }),
    changes: ['moTa'],
  },
  {
    route: 'PATCH /su-kien/:id',
    create: async () => {
      const type = await dataOf('POST', '/loai-su-kien', { ten: `Đại hội ${unique()}`, mauSac: '#cf1322' });
      const start = Date.now() + 30 * 86_400_000;
      return withAdmin(
        dataOf('POST', '/su-kien', {
          tenSuKien: `Đại hội công đoàn cơ sở nhiệm kỳ ${unique()}`,
          thoiGianBatDau: new Date(start).toISOString(),
          thoiGianKetThuc: new Date(start + 4 * 3_600_000).toISOString(),
          noiDungSuKien: '<p>Chương trình đại hội</p>',
          diaDiem: 'Hội trường tầng 3',
          doiTuong: 'Đại biểu chính thức',
          ghiChu: 'Đúng giờ',
          loaiSuKienId: type.id,
          soLuongThamGiaDuKien: 150,
          organizationId: root().id,
          doiTuongDonVi: [{ organizationId: root().id, baoGomCapDuoi: true }],
          doiTuongVaiTroIds: [ROLE_IDS.member],
          moDangKy: true,
          hanDangKy: new Date(start - 86_400_000).toISOString(),
          soLuongToiDa: 120,
        }),
      );
    },
    read: ({ id }) => dataOf('GET', `/su-kien/${id}`),
    path: ({ id }) => `/su-kien/${id}`,
    body: ({ id }) => ({ id, diaDiem: 'Nhà văn hóa công nhân' }),
    changes: ['diaDiem'],
    // Not cancelled, no attachment, and the administrator has not registered.
    emptyAllowed: ['lyDoHuy', 'thoiGianHuy', 'files', 'dangKyCuaToi'],
  },
  {
    route: 'PUT /thoi-gian-cap-nhat-doan-so/update',
    create: () =>
      withAdmin(
        dataOf('POST', '/thoi-gian-cap-nhat-doan-so/create', {
          ten: `Báo cáo đoàn số hàng quý ${unique()}`,
          moTa: 'Số liệu đoàn viên và CNVCLĐ',
          loaiKy: 'hang_quy',
          isActive: true,
          ngayBatDauTrongThang: 20,
          ngayKetThucTrongThang: 31,
          cacThangApDung: [3, 6, 9, 12],
          namBatDau: 2026,
          namKetThuc: 2030,
        }),
      ),
    read: ({ id }) => dataOf('GET', `/thoi-gian-cap-nhat-doan-so/detail?id=${id}`),
    body: ({ id }) => ({ id, moTa: 'Số liệu đến cuối quý' }),
    changes: ['moTa'],
    // A quarterly period has no month of its own, no one-off window and names no unit.
    emptyAllowed: ['thangBatDau', 'thoiGianBatDau', 'thoiGianKetThuc', 'organizationId', 'organizations'],
  },
  {
    route: 'PATCH /bao-cao-doan-so-theo-ky/:id',
    create: async () => {
      const unit = t.world.grassroots[0].id;
      const period = await dataOf('POST', '/thoi-gian-cap-nhat-doan-so/dot-xuat', {
        ten: `Rà soát đoàn số ${unique()}`,
        thoiGianBatDau: new Date(Date.now() - 86_400_000).toISOString(),
        thoiGianKetThuc: new Date(Date.now() + 86_400_000).toISOString(),
        organizationId: [unit],
      });
      return withAdmin(
        dataOf('POST', '/bao-cao-doan-so-theo-ky', {
          tenBaoCao: 'Báo cáo đoàn số đợt rà soát',
          kyBaoCaoId: period.kyHienTai.id,
          organizationId: unit,
          noiDung: 'Kết nạp mới 5 đoàn viên',
          ghiChu: 'Số liệu đến ngày 15',
          loaiBaoCao: 'dot_xuat',
          soLuongDoanVienNam: 40,
          soLuongDoanVienNu: 60,
          soLuongCNVCLDNam: 70,
          soLuongCNVCLDNu: 110,
        }),
      );
    },
    read: ({ id }) => dataOf('GET', `/bao-cao-doan-so-theo-ky/chi-tiet/${id}`),
    path: ({ id }) => `/bao-cao-doan-so-theo-ky/${id}`,
    body: () => ({ noiDung: 'Kết nạp mới 6 đoàn viên' }),
    changes: ['noiDung'],
    // Waiting: nobody has decided it yet.
    emptyAllowed: ['ghiChuPheDuyet', 'nguoiPheDuyet', 'ngayPheDuyet', 'coThePheDuyet'],
  },
];

describe('every update route changes only the fields its body gives', () => {
  it('has an entry for every update route the app registers', () => {
    const registered = updateRoutesOf(t.ctx.app);
    const listed = [...UPDATE_ROUTES.map((e) => e.route), ...Object.keys(NOT_FIELD_UPDATES)];
    expect(registered.filter((r) => !listed.includes(r))).toEqual([]);
    // and no entry for a route that is gone
    expect(listed.filter((r) => !registered.includes(r))).toEqual([]);
  });

  for (const entry of UPDATE_ROUTES) {
    it(`${entry.route} with one field keeps every other`, () => assertOnlyChanged(t, entry));
  }
});

describe('organisations as the deployed system’s clients update them', () => {
  const route = 'PUT /organization/with-dynamic-fields';
  const organization = {
    route,
    create: () => withAdmin(fullOrganization()),
    read: readOrganization,
  };

  it('{ id, name, dynamicFields: { soCaLamViec: 3 } } changes the name and that value, nothing else', () =>
    assertOnlyChanged(t, {
      ...organization,
      body: ({ id }) => ({
        id,
        name: 'Công đoàn Công ty TNHH Điện tử Quế Võ',
        dynamicFields: { soCaLamViec: 3 },
      }),
      changes: ['name', 'customFields.soCaLamViec'],
    }));

  it('reads dynamicFields: null as no custom values given, never as "clear them all"', () =>
    assertOnlyChanged(t, {
      ...organization,
      body: ({ id }) => ({ id, name: `Công đoàn đổi tên ${unique()}`, dynamicFields: null }),
      changes: ['name'],
    }));

  it('an explicit null or a blank text clears that field only, a custom value too', async () => {
    await assertOnlyChanged(t, {
      ...organization,
      body: ({ id }) => ({ id, chairName: null, address: '  ' }),
      changes: ['chairName', 'address', 'tenChuTichCongDoan', 'diaChi'],
    });
    await assertOnlyChanged(t, {
      ...organization,
      route: 'PUT /organization/update-organization',
      body: ({ id }) => ({ id, customFields: { ghiChu: null } }),
      changes: ['customFields.ghiChu'],
    });
  });

  it('refuses a wrong custom value, an unknown key or both names, naming the field; nothing changes', async () => {
    const { id } = await fullOrganization();
    const before = await readOrganization({ id });
    const refusals: [object, string, string][] = [
      [{ dynamicFields: { soCaLamViec: 'ba ca' } }, 'custom_value_invalid', 'Số ca làm việc: Phải là số'],
      [
        { dynamicFields: { nganhNghe: 'Cơ khí' } },
        'custom_value_invalid',
        'Ngành nghề: Chỉ nhận một trong: Điện tử, May mặc',
      ],
      [
        { customFields: { ngayDaiHoi: '2024-02-30' } },
        'custom_value_invalid',
        'Ngày đại hội: Ngày không hợp lệ (YYYY-MM-DD)',
      ],
      [
        { dynamicFields: { soCaLamVec: 3 } },
        'custom_value_invalid',
        'soCaLamVec: Không có trường tùy chỉnh này',
      ],
      [
        { customFields: { soCaLamViec: 3 }, dynamicFields: { soCaLamViec: 4 } },
        'validation_failed',
        'Chỉ gửi một trong hai: customFields hoặc dynamicFields (dynamicFields)',
      ],
      [{ name: null }, 'validation_failed', 'Vui lòng nhập tên đơn vị (name)'],
      [{ level: '' }, 'validation_failed', 'Vui lòng chọn cấp đơn vị (level)'],
    ];
    for (const [body, code, message] of refusals) {
      const res = await call('PUT', '/organization/with-dynamic-fields', { id, name: 'Tên mới', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code, message });
    }
    expect(await readOrganization({ id })).toEqual(before);
  });

  it('takes dynamicFields on create as customFields', async () => {
    const created = await dataOf('POST', '/organization/create-organization', {
      name: `Công đoàn Công ty Cổ phần May ${unique()}`,
      organizationParentId: root().id,
      dynamicFields: { ...(await fullCustomValues()), soCaLamViec: '3' },
    });
    expect(created.customFields).toMatchObject({ soCaLamViec: 3, nganhNghe: 'Điện tử' });
  });

  it('renames an organisation stored before a custom field became required, but does not let it clear the field', async () => {
    const { id } = await fullOrganization();
    const field = await dataOf('POST', '/organization/dynamic-fields', {
      key: `soQuyetDinh${unique()}`,
      label: 'Số quyết định thành lập',
      type: 'text',
      required: true,
    });
    const renamed = await call('PUT', '/organization/update-organization', { id, name: 'Công đoàn đổi tên' });
    expect(renamed.statusCode).toBe(200);
    const cleared = await call('PUT', '/organization/update-organization', {
      id,
      customFields: { [field.key]: null },
    });
    expect(cleared.json()).toMatchObject({
      code: 'custom_value_invalid',
      message: 'Vui lòng nhập số quyết định thành lập',
    });
    await dataOf('DELETE', `/organization/dynamic-fields/${field.id}?confirm=true`);
  });
});

describe('other updates the issue names', () => {
  it('role/update { id, name } renames the role and keeps its scope', async () => {
    const role = await dataOf('POST', '/role/create', { name: `Cán bộ xã ${unique()}`, scope: 'ward' });
    const res = await call('POST', '/role/update', { id: role.id, name: 'Cán bộ xã (đổi tên)' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Cán bộ xã (đổi tên)', scope: 'ward' });
  });

  it('a custom field turned into a list needs options, its stored ones counted', async () => {
    const field = await dataOf('POST', '/organization/dynamic-fields', {
      key: `loaiHopDong${unique()}`,
      label: 'Loại hợp đồng',
      type: 'text',
    });
    const res = await call('PUT', '/organization/dynamic-fields', { id: field.id, type: 'select' });
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Kiểu danh sách cần ít nhất một lựa chọn (options)',
    });
    await dataOf('DELETE', `/organization/dynamic-fields/${field.id}`);
  });

  it('a user’s roles given without the active one keep it while it is still among them', async () => {
    const { id } = await fullUser();
    const roleId = async () => (await dataOf('GET', `/user/get-user?userId=${id}`)).roleId;
    expect(await roleId()).toBe(ROLE_IDS.chair);
    await dataOf('PUT', '/user/update', { userId: id, roleIds: [ROLE_IDS.member, ROLE_IDS.chair] });
    expect(await roleId()).toBe(ROLE_IDS.chair);
    await dataOf('PUT', '/user/update', { userId: id, roleIds: [ROLE_IDS.member, ROLE_IDS.viceChair] });
    expect(await roleId()).toBe(ROLE_IDS.member);
  });

  it('a notification’s link is cleared by null or blank, and kept when left out', async () => {
    const link = '/trade-union/events/list';
    for (const duongDan of [null, '']) {
      const { id } = await dataOf('POST', '/thong-bao', {
        tieuDe: 'Họp',
        noiDung: 'Họp lúc 8 giờ',
        duongDan: link,
      });
      const kept = await dataOf('PATCH', `/thong-bao/${id}`, { noiDung: 'Họp lúc 9 giờ' });
      expect(kept.duongDan).toBe(link);
      const cleared = await dataOf('PATCH', `/thong-bao/${id}`, { duongDan });
      expect(cleared).toMatchObject({ duongDan: null, noiDung: 'Họp lúc 9 giờ' });
    }
  });
});

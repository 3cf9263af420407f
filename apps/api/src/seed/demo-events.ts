import { crc32, deflateSync } from 'node:zlib';
import { type RegistrationState, ROLE_IDS, toSearchText } from '@congdoan/shared';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  eventAudienceOrganizations,
  eventAudienceRoles,
  eventFiles,
  eventRecipients,
  eventRegistrations,
  events,
  eventTypes,
  organizations,
  users,
} from '../db/schema/index.js';
import { sendEventNotice } from '../domain/events/notice.js';
import { writeTransaction } from '../write/transaction.js';
import { rng } from './generator.js';

/**
 * The demo's events (docs/requirements.md, "Events"): about thirty of the province, a ward union,
 * the demo chair's union and a few other grassroots unions, from last month to the month after
 * next, so that the list, the calendar and an event's page are filled. Some are for named roles or
 * units, some take registrations (one full, with a waiting list), one is cancelled, two carry a
 * small attachment; three were announced through the bell, and part of their recipients have seen
 * them. Its own generator stream, so the rest of the demo data stays as it was.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Việt Nam is UTC+7 all year. */
const VN = 7 * HOUR;

type Organiser = 'province' | 'ward' | 'union' | 'other0' | 'other1' | 'other2';
type TypeName =
  | 'Hội nghị'
  | 'Đại hội'
  | 'Tập huấn'
  | 'Văn hóa – thể thao'
  | 'Thăm hỏi – hỗ trợ'
  | 'Họp Ban chấp hành';

interface DemoEvent {
  by: Organiser;
  name: string;
  type: TypeName;
  /** Months from this one (-1: last month), the day of that month, the hour (Việt Nam time). */
  month: number;
  day: number;
  hour: number;
  hours: number;
  location: string;
  content?: string;
  audienceText?: string;
  roles?: number[];
  /** The audience's units: the organiser's own children (true: with their units). */
  units?: boolean;
  registration?: { capacity: number | null; deadlineDaysBefore: number };
  expected?: number;
  cancelled?: string;
  files?: ('pdf' | 'png')[];
  /** Told through the bell: the organiser's people, or the holders of these roles. */
  announce?: 'unit' | number[];
}

const OFFICERS = [ROLE_IDS.chair, ROLE_IDS.viceChair, ROLE_IDS.executiveMember];

const DEMO_EVENTS: DemoEvent[] = [
  // The province federation.
  {
    by: 'province',
    name: 'Hội thảo chính sách tiền lương và bảo hiểm xã hội',
    type: 'Hội nghị',
    month: -1,
    day: 12,
    hour: 8,
    hours: 4,
    location: 'Hội trường Liên đoàn Lao động tỉnh',
    roles: OFFICERS,
    expected: 150,
  },
  {
    by: 'province',
    name: 'Họp Ban chấp hành Liên đoàn Lao động tỉnh',
    type: 'Họp Ban chấp hành',
    month: -1,
    day: 25,
    hour: 14,
    hours: 3,
    location: 'Phòng họp số 1, Liên đoàn Lao động tỉnh',
    roles: [ROLE_IDS.provincialOfficer],
  },
  {
    by: 'province',
    name: 'Hội nghị tổng kết công tác công đoàn năm và triển khai nhiệm vụ năm mới',
    type: 'Hội nghị',
    month: 0,
    day: 18,
    hour: 8,
    hours: 4,
    location: 'Trung tâm Hội nghị tỉnh',
    content:
      '<p>Hội nghị đánh giá kết quả công tác công đoàn trong năm, biểu dương các tập thể và cá nhân tiêu biểu, triển khai <strong>chương trình công tác năm mới</strong>.</p><ul><li>Báo cáo tổng kết</li><li>Tham luận của các công đoàn cơ sở</li><li>Khen thưởng</li></ul>',
    audienceText: 'Chủ tịch, phó chủ tịch công đoàn cơ sở',
    roles: [ROLE_IDS.chair, ROLE_IDS.viceChair],
    expected: 300,
    files: ['pdf'],
  },
  {
    by: 'province',
    name: 'Giải bóng đá công nhân viên chức lao động',
    type: 'Văn hóa – thể thao',
    month: 0,
    day: 8,
    hour: 7,
    hours: 10,
    location: 'Sân vận động tỉnh',
    registration: { capacity: 200, deadlineDaysBefore: 3 },
    expected: 200,
  },
  {
    by: 'province',
    name: 'Hội diễn văn nghệ chào mừng ngày thành lập Công đoàn Việt Nam',
    type: 'Văn hóa – thể thao',
    month: 0,
    day: 22,
    hour: 19,
    hours: 3,
    location: 'Nhà văn hóa Lao động tỉnh',
    cancelled: 'Trùng lịch hội nghị của Tổng Liên đoàn, sẽ tổ chức lại vào quý sau',
  },
  {
    by: 'province',
    name: 'Tập huấn nghiệp vụ cho cán bộ công đoàn cơ sở',
    type: 'Tập huấn',
    month: 1,
    day: 9,
    hour: 8,
    hours: 8,
    location: 'Trường Chính trị tỉnh',
    content:
      '<p>Lớp tập huấn hai buổi về kỹ năng thương lượng tập thể, đối thoại tại nơi làm việc và quản lý tài chính công đoàn.</p>',
    roles: OFFICERS,
    registration: { capacity: 60, deadlineDaysBefore: 5 },
    expected: 60,
    announce: [ROLE_IDS.chair, ROLE_IDS.viceChair],
  },
  {
    by: 'province',
    name: 'Chương trình "Tết Sum vầy" cho công nhân lao động',
    type: 'Thăm hỏi – hỗ trợ',
    month: 1,
    day: 20,
    hour: 8,
    hours: 5,
    location: 'Quảng trường trung tâm tỉnh',
    registration: { capacity: null, deadlineDaysBefore: 7 },
    expected: 1000,
  },
  {
    by: 'province',
    name: 'Đại hội Công đoàn tỉnh nhiệm kỳ mới',
    type: 'Đại hội',
    month: 2,
    day: 14,
    hour: 7,
    hours: 24 + 4,
    location: 'Trung tâm Hội nghị tỉnh',
    roles: OFFICERS,
    expected: 350,
  },
  // The ward union.
  {
    by: 'ward',
    name: 'Họp Ban chấp hành Công đoàn phường tháng trước',
    type: 'Họp Ban chấp hành',
    month: -1,
    day: 5,
    hour: 14,
    hours: 2,
    location: 'Trụ sở Công đoàn phường',
    roles: OFFICERS,
  },
  {
    by: 'ward',
    name: 'Hội nghị đại biểu người lao động các doanh nghiệp trên địa bàn',
    type: 'Hội nghị',
    month: 0,
    day: 11,
    hour: 8,
    hours: 4,
    location: 'Hội trường UBND phường',
    units: true,
    expected: 120,
  },
  {
    by: 'ward',
    name: 'Họp Ban chấp hành Công đoàn phường',
    type: 'Họp Ban chấp hành',
    month: 0,
    day: 27,
    hour: 14,
    hours: 2,
    location: 'Trụ sở Công đoàn phường',
    roles: OFFICERS,
  },
  {
    by: 'ward',
    name: 'Tập huấn an toàn, vệ sinh lao động',
    type: 'Tập huấn',
    month: 1,
    day: 6,
    hour: 8,
    hours: 4,
    location: 'Hội trường Công ty Cổ phần May Sông Hồng',
    registration: { capacity: 40, deadlineDaysBefore: 2 },
    expected: 40,
    announce: 'unit',
  },
  {
    by: 'ward',
    name: 'Thăm hỏi đoàn viên có hoàn cảnh khó khăn',
    type: 'Thăm hỏi – hỗ trợ',
    month: 1,
    day: 24,
    hour: 8,
    hours: 6,
    location: 'Các khu nhà trọ công nhân trên địa bàn phường',
    roles: OFFICERS,
  },
  {
    by: 'ward',
    name: 'Ngày hội gia đình công nhân',
    type: 'Văn hóa – thể thao',
    month: 2,
    day: 7,
    hour: 7,
    hours: 9,
    location: 'Công viên trung tâm phường',
    registration: { capacity: 300, deadlineDaysBefore: 3 },
  },
  {
    by: 'ward',
    name: 'Đại hội Công đoàn phường nhiệm kỳ mới',
    type: 'Đại hội',
    month: 2,
    day: 21,
    hour: 8,
    hours: 5,
    location: 'Hội trường UBND phường',
    units: true,
    expected: 90,
  },
  // The demo chair's union.
  {
    by: 'union',
    name: 'Tặng quà sinh nhật đoàn viên quý này',
    type: 'Thăm hỏi – hỗ trợ',
    month: -1,
    day: 20,
    hour: 15,
    hours: 2,
    location: 'Nhà ăn ca của công ty',
    registration: { capacity: null, deadlineDaysBefore: 1 },
  },
  {
    by: 'union',
    name: 'Họp Ban chấp hành công đoàn cơ sở tháng trước',
    type: 'Họp Ban chấp hành',
    month: -1,
    day: 28,
    hour: 14,
    hours: 2,
    location: 'Phòng họp tầng 2',
    roles: OFFICERS,
  },
  {
    by: 'union',
    name: 'Tập huấn kỹ năng thương lượng tập thể',
    type: 'Tập huấn',
    month: 0,
    day: 4,
    hour: 8,
    hours: 4,
    location: 'Phòng đào tạo của công ty',
    roles: OFFICERS,
  },
  {
    by: 'union',
    name: 'Hội nghị người lao động năm',
    type: 'Hội nghị',
    month: 0,
    day: 15,
    hour: 8,
    hours: 4,
    location: 'Hội trường tầng 3',
    content:
      '<p>Hội nghị người lao động thảo luận <strong>thỏa ước lao động tập thể</strong>, nội quy lao động và quy chế dân chủ tại nơi làm việc.</p><p>Đề nghị các tổ công đoàn cử đại biểu tham dự đầy đủ.</p>',
    audienceText: 'Toàn thể người lao động',
    roles: [ROLE_IDS.member, ...OFFICERS],
    registration: { capacity: null, deadlineDaysBefore: 1 },
    expected: 500,
    files: ['pdf', 'png'],
    announce: 'unit',
  },
  {
    by: 'union',
    name: 'Họp Ban chấp hành công đoàn cơ sở tháng này',
    type: 'Họp Ban chấp hành',
    month: 0,
    day: 26,
    hour: 14,
    hours: 2,
    location: 'Phòng họp tầng 2',
    roles: OFFICERS,
  },
  {
    by: 'union',
    name: 'Giải cầu lông công nhân',
    type: 'Văn hóa – thể thao',
    month: 1,
    day: 12,
    hour: 17,
    hours: 3,
    location: 'Nhà thi đấu của khu công nghiệp',
    registration: { capacity: 3, deadlineDaysBefore: 2 },
  },
  {
    by: 'union',
    name: 'Họp Ban chấp hành công đoàn cơ sở tháng sau',
    type: 'Họp Ban chấp hành',
    month: 1,
    day: 27,
    hour: 14,
    hours: 2,
    location: 'Phòng họp tầng 2',
    roles: OFFICERS,
  },
  {
    by: 'union',
    name: 'Đại hội công đoàn cơ sở nhiệm kỳ mới',
    type: 'Đại hội',
    month: 2,
    day: 10,
    hour: 8,
    hours: 4,
    location: 'Hội trường tầng 3',
    expected: 150,
  },
  // Other grassroots unions.
  ...(['other0', 'other1', 'other2'] as const).flatMap((by, i): DemoEvent[] => [
    {
      by,
      name: 'Hội nghị người lao động năm',
      type: 'Hội nghị',
      month: -1 + i,
      day: 9 + i * 3,
      hour: 8,
      hours: 3,
      location: 'Hội trường công ty',
      expected: 200,
    },
    {
      by,
      name: 'Họp Ban chấp hành công đoàn cơ sở',
      type: 'Họp Ban chấp hành',
      month: i % 2,
      day: 16 + i,
      hour: 14,
      hours: 2,
      location: 'Phòng họp công đoàn',
      roles: OFFICERS,
    },
  ]),
  {
    by: 'other1',
    name: 'Hội thao chào mừng ngày Quốc tế Lao động',
    type: 'Văn hóa – thể thao',
    month: 1,
    day: 2,
    hour: 7,
    hours: 5,
    location: 'Sân thể thao của công ty',
    registration: { capacity: 120, deadlineDaysBefore: 3 },
  },
];

/** The first day of the month `offset` months from now, at `hour` on `day`, in Việt Nam time. */
function vnMoment(offset: number, day: number, hour: number): Date {
  const now = new Date(Date.now() + VN);
  const first = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1);
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0)).getUTCDate();
  return new Date(first + (Math.min(day, lastDay) - 1) * DAY + hour * HOUR - VN);
}

/** A small real PDF (one page, its text in ASCII, the xref table at the right offsets). */
function demoPdf(title: string): Buffer {
  const text = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 40 780 Td (${text}) Tj 0 -24 Td (Tai lieu dinh kem - du lieu minh hoa) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small PNG picture (a hall's seating plan, drawn as rows of seats) for the preview. */
function demoPng(): Buffer {
  const width = 160;
  const height = 90;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // no filter
    for (let x = 0; x < width; x++) {
      const seat = y > 20 && x % 12 < 8 && y % 12 < 8;
      const stage = y < 14 && x > 30 && x < 130;
      const [red, green, blue] = stage ? [22, 119, 255] : seat ? [250, 173, 20] : [245, 245, 245];
      raw.set([red, green, blue], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface Unit {
  id: number;
  path: string;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
}

export interface DemoEventUnits {
  province: Unit;
  ward: Unit;
  union: Unit;
  others: Unit[];
}

export async function seedDemoEvents(tx: DbOrTx, units: DemoEventUnits, seed: number) {
  const r = rng(seed + 3);
  const types = new Map(
    (await tx.select({ id: eventTypes.id, name: eventTypes.name }).from(eventTypes)).map((t) => [
      t.name,
      t.id,
    ]),
  );
  const people = new Map(
    (
      await tx
        .select({
          id: users.id,
          username: users.username,
          organizationId: users.organizationId,
          xaPhuongId: users.xaPhuongId,
          cumKhuCnId: users.cumKhuCnId,
        })
        .from(users)
        .where(inArray(users.username, ['canbo.tinh', 'chutich.phuong', 'chutich', 'doanvien']))
    ).map((u) => [u.username, u]),
  );
  const province = people.get('canbo.tinh');
  if (!province) return;
  const organiser: Record<Organiser, { unit: Unit; creator: number } | undefined> = {
    province: { unit: units.province, creator: province.id },
    ward: { unit: units.ward, creator: people.get('chutich.phuong')?.id ?? province.id },
    union: { unit: units.union, creator: people.get('chutich')?.id ?? province.id },
    other0: units.others[0] && { unit: units.others[0], creator: province.id },
    other1: units.others[1] && { unit: units.others[1], creator: province.id },
    other2: units.others[2] && { unit: units.others[2], creator: province.id },
  };

  for (const e of DEMO_EVENTS) {
    const by = organiser[e.by];
    if (!by) continue;
    const startsAt = vnMoment(e.month, e.day, e.hour);
    const endsAt = new Date(startsAt.getTime() + e.hours * HOUR);
    const createdAt = new Date(Math.min(Date.now() - 10 * DAY, startsAt.getTime() - (10 + r.int(20)) * DAY));
    const [row] = await tx
      .insert(events)
      .values({
        name: e.name,
        startsAt,
        endsAt,
        content: e.content ?? null,
        location: e.location,
        audienceText: e.audienceText ?? null,
        typeId: types.get(e.type) ?? null,
        expectedCount: e.expected ?? 0,
        organizationId: by.unit.id,
        xaPhuongId: by.unit.xaPhuongId,
        cumKhuCnId: by.unit.cumKhuCnId,
        createdBy: by.creator,
        registrationOpen: Boolean(e.registration),
        registrationDeadline: e.registration
          ? new Date(startsAt.getTime() - e.registration.deadlineDaysBefore * DAY)
          : null,
        capacity: e.registration?.capacity ?? null,
        cancelledAt: e.cancelled ? new Date(Date.now() - 2 * DAY) : null,
        cancelReason: e.cancelled ?? null,
        searchText: toSearchText(e.name, e.location),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: events.id });
    const eventId = row!.id;
    if (e.roles?.length) {
      await tx.insert(eventAudienceRoles).values(e.roles.map((roleId) => ({ eventId, roleId })));
    }
    if (e.units) {
      const children = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.organizationParentId, by.unit.id))
        .orderBy(asc(organizations.id))
        .limit(4);
      if (children.length) {
        await tx
          .insert(eventAudienceOrganizations)
          .values(children.map((c) => ({ eventId, organizationId: c.id, includeSubtree: true })));
      }
    }
    for (const kind of e.files ?? []) {
      const content = kind === 'pdf' ? demoPdf(e.name) : demoPng();
      await tx.insert(eventFiles).values({
        eventId,
        originalName: kind === 'pdf' ? `Kế hoạch - ${e.name}.pdf` : 'Sơ đồ hội trường.png',
        mimeType: kind === 'pdf' ? 'application/pdf' : 'image/png',
        size: content.length,
        content,
        uploadedBy: by.creator,
        createdAt,
      });
    }
    if (e.registration) await registerDemoPeople(tx, eventId, by.unit, e.registration.capacity, startsAt, r);
    if (e.announce) {
      const from = {
        ...people.get(e.by === 'union' ? 'chutich' : e.by === 'ward' ? 'chutich.phuong' : 'canbo.tinh')!,
        scope: 'province' as const,
        userId: by.creator,
      };
      const to = e.announce === 'unit' ? { organizationIds: [by.unit.id] } : { roleIds: e.announce };
      await writeTransaction(tx, null, (w) =>
        sendEventNotice(w, from, eventId, to, {
          type: 'Thông báo sự kiện',
          note: `Kính mời tham dự: ${e.name}`,
        }),
      );
      // A share has opened it since; the demo member has not, so their bell shows it.
      await tx
        .update(eventRecipients)
        .set({
          seenState: 'Đã xem',
          seenAt: sql`${eventRecipients.sentAt} + interval '3 hours'`,
        })
        .where(
          and(
            eq(eventRecipients.eventId, eventId),
            sql`${eventRecipients.userId} % 3 <> 0`,
            sql`${eventRecipients.userId} <> ${people.get('doanvien')?.id ?? 0}`,
          ),
        );
    }
  }
}

/**
 * Registrations of people of the organiser's unit: up to the capacity (the demo member among them
 * when the event is theirs), two waiting when it is full, one cancelled; those of a past event
 * mostly attended.
 */
async function registerDemoPeople(
  tx: DbOrTx,
  eventId: number,
  unit: Unit,
  capacity: number | null,
  startsAt: Date,
  r: ReturnType<typeof rng>,
) {
  const pool = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.isActive, 1), like(organizations.path, `${unit.path}%`)))
    .orderBy(asc(users.id))
    .limit(40);
  if (!pool.length) return;
  // The demo member first, so their profile shows a registration.
  pool.sort((a, b) => Number(b.username === 'doanvien') - Number(a.username === 'doanvien'));
  const want = capacity === null ? Math.min(pool.length, 6 + r.int(10)) : Math.min(pool.length, capacity + 2);
  const past = startsAt.getTime() < Date.now();
  // Registrations are in the past even for an event to come: counted back from its start or from
  // now, whichever is earlier.
  const before = Math.min(startsAt.getTime(), Date.now() - 3_600_000);
  const rows: (typeof eventRegistrations.$inferInsert)[] = pool.slice(0, want).map((u, i) => {
    const state: RegistrationState = capacity !== null && i >= capacity ? 'danh_sach_cho' : 'da_dang_ky';
    const registeredAt = new Date(before - (8 - Math.min(i, 7)) * DAY + i * 60_000);
    const attended = past && state === 'da_dang_ky' && r.next() < 0.8;
    return {
      eventId,
      userId: u.id,
      state,
      registeredAt,
      attendedAt: attended ? new Date(startsAt.getTime() + r.int(30) * 60_000) : null,
      attendanceMethod: attended ? (r.next() < 0.5 ? ('qr' as const) : ('danh_sach' as const)) : null,
    };
  });
  const extra = pool[want];
  if (extra) {
    rows.push({
      eventId,
      userId: extra.id,
      state: 'da_huy',
      registeredAt: new Date(before - 9 * DAY),
      attendedAt: null,
      attendanceMethod: null,
    });
  }
  await tx.insert(eventRegistrations).values(
    rows.map((row) => ({
      ...row,
      cancelledAt: row.state === 'da_huy' ? new Date(before - 5 * DAY) : null,
    })),
  );
}

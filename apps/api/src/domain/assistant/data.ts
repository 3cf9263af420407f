import {
  type AssistantAnswer,
  type AssistantIntent,
  type AssistantSlots,
  formatNumber,
  formatPercent,
  pageLinks,
  percentOf,
  vietnamDate,
} from '@congdoan/shared';
import { and, asc, count, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import {
  events,
  memberEvents,
  members,
  notificationRecipients,
  notifications,
  organizations,
  positions,
  unionStaff,
  wards,
} from '../../db/schema/index.js';
import { activeGrassroots, unionFigures } from '../organization-fields.js';
import { openOrLatestOccurrences, type PeriodRow, periodTargets } from '../reporting/occurrences.js';
import { reportsOf, standing } from '../reporting/progress.js';
import { eventVisible } from '../scope.js';
import type { AskContext, DataFunction } from './engine.js';
import { dayLabel, thisMonth, thisWeek } from './periods.js';
import { type Focus, focusOf, REFUSAL } from './places.js';
import { FOLLOW_UPS, starterQuestions, WOMEN_QUESTION } from './suggestions.js';

/** The intents answered from figures: each a read-only data function over the asker's scope. */
export type FigureIntent = Exclude<AssistantIntent, 'knowledge' | 'greeting' | 'unknown'>;

const n = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`.mapWith(Number);
const o = organizations;
/** A union that keeps its members' records here: its counts are counted from them. */
const withRecords = sql`${o.memberRecordCount} > 0`;

const TABLE_ROWS_MAX = 10;

/** A sentence starting with a focus's words ('toàn tỉnh' → 'Toàn tỉnh'). */
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An answer from figures: the parts each data function gives, the rest filled. */
function figures(
  intent: AssistantIntent,
  slots: AssistantSlots,
  text: string,
  more: Partial<Pick<AssistantAnswer, 'table' | 'link'>> = {},
): AssistantAnswer {
  return {
    intent,
    slots,
    text,
    table: more.table ?? null,
    link: more.link ?? null,
    source: 'figures',
    articles: [],
    // the next questions, but not the one just answered ("Có bao nhiêu đoàn viên nữ?" after the women)
    suggestions: (FOLLOW_UPS[intent as FigureIntent] ?? []).filter(
      (q) => !(slots.gender && q === WOMEN_QUESTION),
    ),
    refused: false,
  };
}

export function refusal(intent: AssistantIntent, slots: AssistantSlots, actor: Actor): AssistantAnswer {
  const why =
    actor.scope === 'self'
      ? ' Tài khoản đoàn viên chỉ xem được thông tin của chính mình; bạn có thể hỏi về đoàn phí, Luật Công đoàn, sự kiện và thông báo của bạn.'
      : ' Mình chỉ trả lời số liệu trong phạm vi quản lý của bạn.';
  return {
    ...figures(intent, slots, REFUSAL + why),
    source: 'none',
    refused: true,
    suggestions: starterQuestions(actor),
  };
}

/** A data function over a focus (the asker's scope, or the unit the question names within it). */
const focused = (
  intent: FigureIntent,
  description: string,
  answer: (db: DbOrTx, focus: Focus, slots: AssistantSlots, context: AskContext) => Promise<AssistantAnswer>,
): DataFunction =>
  ({
    intent,
    description,
    async run(db, actor, slots, context) {
      const focus = await focusOf(db, actor, slots);
      if (focus.refused) return refusal(intent, slots, actor);
      return answer(db, focus, slots, context);
    },
  }) satisfies DataFunction;

/** The members figures of the active grassroots unions of a focus, as the dashboard counts them. */
async function memberFigures(db: DbOrTx, focus: Focus) {
  const [row] = await db
    .select({
      ...unionFigures,
      records: n(sql`sum(${o.memberCount}) filter (where ${withRecords})`),
      recordsFemale: n(sql`sum(${o.memberFemaleCount}) filter (where ${withRecords})`),
      recordsMale: n(sql`sum(${o.memberMaleCount}) filter (where ${withRecords})`),
    })
    .from(o)
    .where(and(activeGrassroots, focus.units));
  return row!;
}

/** The members list filtered as the figure: the focus's union (with its units), active, a gender. */
function membersLink(focus: Focus, gender?: 'nam' | 'nu') {
  return {
    href: pageLinks.memberList.getHref({
      organizationId: focus.organizationId,
      includeChildren: focus.organizationId !== undefined,
      status: 'dang_sinh_hoat',
      gender,
    }),
    label:
      gender === 'nu'
        ? 'Xem danh sách đoàn viên nữ'
        : gender === 'nam'
          ? 'Xem danh sách đoàn viên nam'
          : 'Xem danh sách đoàn viên',
  };
}

const GENDER_WORDS = { nu: 'nữ', nam: 'nam' } as const;

/** ' tại 12 công đoàn cơ sở'; nothing for one: a union asked about itself is not "at 1 union". */
const atUnits = (units: number) => (units === 1 ? '' : ` tại ${formatNumber(units)} công đoàn cơ sở`);

const membersCount = focused(
  'members.count',
  'Số đoàn viên (có thể theo giới tính) của phạm vi của người hỏi hoặc của đơn vị, phường, khu công nghiệp được nêu',
  async (db, focus, slots) => {
    const f = await memberFigures(db, focus);
    const gender = slots.gender;
    const parts: string[] = [];
    if (gender) {
      const value = gender === 'nu' ? f.membersFemale : f.membersMale;
      const records = gender === 'nu' ? f.recordsFemale : f.recordsMale;
      parts.push(`${cap(focus.label)} có ${formatNumber(value)} đoàn viên ${GENDER_WORDS[gender]}.`);
      const unknown = f.membersUnsplit;
      if (unknown > 0) parts.push(`Còn ${formatNumber(unknown)} đoàn viên chưa rõ giới tính.`);
      if (records !== value)
        parts.push(`Hồ sơ trên hệ thống: ${formatNumber(records)} đoàn viên ${GENDER_WORDS[gender]}.`);
    } else {
      parts.push(`${cap(focus.label)} có ${formatNumber(f.members)} đoàn viên${atUnits(f.units)}.`);
      if (f.records !== f.members)
        parts.push(`Trong đó ${formatNumber(f.records)} đoàn viên có hồ sơ trên hệ thống.`);
    }
    return figures('members.count', slots, parts.join(' '), { link: membersLink(focus, gender) });
  },
);

const femaleShare = focused(
  'members.femaleShare',
  'Tỷ lệ đoàn viên nữ trên số đoàn viên đã rõ giới tính',
  async (db, focus, slots) => {
    const f = await memberFigures(db, focus);
    const known = f.membersFemale + f.membersMale;
    const share = (female: number, all: number) =>
      `${formatPercent(percentOf(female, all))} (${formatNumber(female)}/${formatNumber(all)} đoàn viên)`;
    const records = f.recordsFemale + f.recordsMale;
    const text =
      known === 0
        ? `${cap(focus.label)} chưa có số liệu đoàn viên theo giới tính.`
        : `Tỷ lệ đoàn viên nữ của ${focus.label} là ${share(f.membersFemale, known)}, trên số đoàn viên đã rõ giới tính.${
            records > 0 && records !== known
              ? ` Theo hồ sơ trên hệ thống: ${share(f.recordsFemale, records)}.`
              : ''
          }`;
    return figures('members.femaleShare', slots, text, { link: membersLink(focus, 'nu') });
  },
);

const unionsCount = focused('unions.count', 'Số công đoàn cơ sở đang hoạt động', async (db, focus, slots) => {
  const f = await memberFigures(db, focus);
  return figures(
    'unions.count',
    slots,
    `${cap(focus.label)} có ${formatNumber(f.units)} công đoàn cơ sở đang hoạt động, với ${formatNumber(f.members)} đoàn viên.`,
    { link: { href: pageLinks.organizationList.getHref(), label: 'Xem danh sách công đoàn cơ sở' } },
  );
});

const workersCount = focused(
  'workers.count',
  'Số người lao động (công nhân viên chức lao động) tại các công đoàn cơ sở và tỷ lệ đoàn viên trên lao động',
  async (db, focus, slots) => {
    const f = await memberFigures(db, focus);
    const rate = formatPercent(percentOf(f.members, f.workers));
    return figures(
      'workers.count',
      slots,
      `${cap(focus.label)} có ${formatNumber(f.workers)} người lao động${atUnits(f.units)}; ${formatNumber(f.members)} người là đoàn viên (tỷ lệ ${rate}).`,
      { link: { href: pageLinks.statisticsOverview.getHref(), label: 'Xem thống kê tổng quan' } },
    );
  },
);

const staffCount = focused(
  'staff.count',
  'Số cán bộ công đoàn đang trong nhiệm kỳ, theo chức vụ',
  async (db, focus, slots, { now }) => {
    const today = vietnamDate(now);
    const rows = await db
      .select({ position: positions.name, value: count() })
      .from(unionStaff)
      .innerJoin(o, eq(o.id, unionStaff.organizationId))
      .leftJoin(positions, eq(positions.id, unionStaff.positionId))
      .where(
        and(
          focus.units,
          or(isNull(unionStaff.termStart), lte(unionStaff.termStart, today)),
          or(isNull(unionStaff.termEnd), gte(unionStaff.termEnd, today)),
        ),
      )
      .groupBy(positions.name)
      .orderBy(desc(count()), asc(positions.name));
    const total = rows.reduce((sum, r) => sum + r.value, 0);
    return figures(
      'staff.count',
      slots,
      `${cap(focus.label)} có ${formatNumber(total)} cán bộ công đoàn đang trong nhiệm kỳ.`,
      {
        table: rows.length
          ? {
              columns: ['Chức vụ', 'Số cán bộ'],
              rows: rows.slice(0, TABLE_ROWS_MAX).map((r) => [r.position ?? 'Chưa có chức vụ', r.value]),
            }
          : null,
        link: { href: pageLinks.staffList.getHref(), label: 'Xem danh sách cán bộ công đoàn' },
      },
    );
  },
);

const LEFT_STATUSES = sql`('thoi_sinh_hoat', 'khai_tru', 'da_mat')`;

/** Admissions or leavers within a period at the unions of a focus, from the members' history. */
const memberFlow = (intent: 'members.joined' | 'members.left', description: string) =>
  focused(intent, description, async (db, focus, slots, { now }) => {
    const span =
      slots.from && slots.to
        ? { from: slots.from, to: slots.to, label: slots.periodLabel ?? '' }
        : thisMonth(now);
    const e = memberEvents;
    const what =
      intent === 'members.joined'
        ? sql`${e.kind} <> 'chuyen_sinh_hoat' and (${e.kind} = 'tiep_nhan' or ${e.toStatus} = 'dang_sinh_hoat')`
        : sql`${e.toStatus} in ${LEFT_STATUSES}`;
    const [row] = await db
      .select({ value: count() })
      .from(e)
      .innerJoin(members, eq(members.id, e.memberId))
      .innerJoin(o, eq(o.id, e.toOrganizationId))
      .where(and(focus.units, what, gte(e.effectiveOn, span.from), lte(e.effectiveOn, span.to)));
    const value = formatNumber(row?.value ?? 0);
    const when = `${span.label} (${dayLabel(span.from)}–${dayLabel(span.to)})`;
    const text =
      intent === 'members.joined'
        ? `${cap(focus.label)}: ${value} đoàn viên được kết nạp hoặc tiếp nhận ${when}.`
        : `${cap(focus.label)}: ${value} đoàn viên thôi sinh hoạt ${when}.`;
    return figures(intent, { ...slots, from: span.from, to: span.to, periodLabel: span.label }, text, {
      link: membersLink(focus),
    });
  });

const reportsMissing = focused(
  'reports.missing',
  'Các đơn vị chưa nộp báo cáo số lượng đoàn viên trong kỳ báo cáo đang diễn ra',
  async (db, focus, slots, { now }) => {
    const current = (await openOrLatestOccurrences(db, now)).sort(
      (a, b) =>
        Number(b.occurrence.endsAt >= now) - Number(a.occurrence.endsAt >= now) ||
        a.occurrence.endsAt.getTime() - b.occurrence.endsAt.getTime(),
    );
    for (const { occurrence, period } of current) {
      // every unit's report in one pass over the occurrence's reports (a look-up per unit is slower over a province)
      const report = reportsOf(db, [occurrence.id]);
      const { reported } = standing(report, occurrence.endsAt, now);
      const rows = await db
        .select({ name: o.name, ward: wards.name, reported: sql<boolean>`${reported}` })
        .from(o)
        .leftJoin(report, eq(report.organizationId, o.id))
        .leftJoin(wards, eq(wards.id, o.xaPhuongId))
        .where(and(periodTargets(period as PeriodRow), focus.units))
        .orderBy(asc(o.name));
      if (!rows.length) continue;
      const missing = rows.filter((r) => !r.reported);
      const deadline = dayLabel(vietnamDate(occurrence.endsAt));
      const late = now > occurrence.endsAt ? ', đã quá hạn' : '';
      const named = occurrence.name === period.name ? '' : `${period.name}, `;
      const text = missing.length
        ? `Kỳ «${occurrence.name}» (${named}hạn nộp ${deadline}${late}): ${formatNumber(missing.length)}/${formatNumber(rows.length)} đơn vị của ${focus.label} chưa nộp báo cáo.`
        : `Kỳ «${occurrence.name}» (${named}hạn nộp ${deadline}): cả ${formatNumber(rows.length)} đơn vị của ${focus.label} đã nộp báo cáo.`;
      return figures('reports.missing', slots, text, {
        table: missing.length
          ? {
              columns: ['Đơn vị chưa báo cáo', 'Xã/phường'],
              rows: missing.slice(0, TABLE_ROWS_MAX).map((r) => [r.name, r.ward ?? '—']),
            }
          : null,
        link: {
          href: pageLinks.periods.getHref(
            period.id,
            occurrence.id,
            missing.length ? 'chua_bao_cao' : undefined,
          ),
          label: 'Xem tình hình báo cáo của kỳ',
        },
      });
    }
    return figures('reports.missing', slots, `${cap(focus.label)} không có kỳ báo cáo nào đang diễn ra.`, {
      link: { href: pageLinks.periods.getHref(), label: 'Xem các kỳ báo cáo' },
    });
  },
);

const TIME = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const eventsUpcoming: DataFunction = {
  intent: 'events.upcoming',
  description: 'Các sự kiện người hỏi được xem diễn ra trong khoảng thời gian (mặc định tuần này)',
  async run(db, actor, slots, { now }) {
    const span =
      slots.from && slots.to
        ? { from: slots.from, to: slots.to, label: slots.periodLabel ?? '' }
        : thisWeek(now);
    const from = new Date(`${span.from}T00:00:00+07:00`);
    const to = new Date(`${span.to}T23:59:59.999+07:00`);
    const where = and(
      eventVisible(actor),
      isNull(events.cancelledAt),
      lte(events.startsAt, to),
      gte(events.endsAt, from),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ name: events.name, startsAt: events.startsAt, location: events.location })
        .from(events)
        .where(where)
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(TABLE_ROWS_MAX),
      db.select({ value: count() }).from(events).where(where),
    ]);
    const value = total?.value ?? 0;
    const when = `${span.label} (${dayLabel(span.from)}–${dayLabel(span.to)})`;
    return figures(
      'events.upcoming',
      { ...slots, from: span.from, to: span.to, periodLabel: span.label },
      value ? `Có ${formatNumber(value)} sự kiện ${when}.` : `Không có sự kiện nào ${when}.`,
      {
        table: rows.length
          ? {
              columns: ['Sự kiện', 'Bắt đầu', 'Địa điểm'],
              rows: rows.map((r) => [r.name, TIME.format(r.startsAt), r.location ?? '—']),
            }
          : null,
        link: { href: pageLinks.eventList.getHref(), label: 'Xem danh sách sự kiện' },
      },
    );
  },
};

const notificationsUnread: DataFunction = {
  intent: 'notifications.unread',
  description: 'Các thông báo người hỏi chưa đọc',
  async run(db, actor, slots) {
    const mine = and(eq(notificationRecipients.userId, actor.userId), isNull(notificationRecipients.readAt));
    const [rows, [total]] = await Promise.all([
      db
        .select({ title: notifications.title, at: notificationRecipients.createdAt })
        .from(notificationRecipients)
        .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
        .where(mine)
        .orderBy(desc(notificationRecipients.createdAt), desc(notificationRecipients.notificationId))
        .limit(5),
      db.select({ value: count() }).from(notificationRecipients).where(mine),
    ]);
    const value = total?.value ?? 0;
    return figures(
      'notifications.unread',
      slots,
      value ? `Bạn có ${formatNumber(value)} thông báo chưa đọc.` : 'Bạn đã đọc hết thông báo.',
      {
        table: rows.length
          ? { columns: ['Thông báo', 'Nhận lúc'], rows: rows.map((r) => [r.title, TIME.format(r.at)]) }
          : null,
        link: { href: pageLinks.inbox.getHref(), label: 'Mở hộp thông báo' },
      },
    );
  },
};

/** Every figure intent's data function; a model's tool calls choose among the same. */
export const DATA_FUNCTIONS: Record<FigureIntent, DataFunction> = {
  'members.count': membersCount,
  'members.femaleShare': femaleShare,
  'members.joined': memberFlow(
    'members.joined',
    'Số đoàn viên được kết nạp, tiếp nhận trong khoảng thời gian (mặc định tháng này)',
  ),
  'members.left': memberFlow(
    'members.left',
    'Số đoàn viên thôi sinh hoạt trong khoảng thời gian (mặc định tháng này)',
  ),
  'unions.count': unionsCount,
  'workers.count': workersCount,
  'staff.count': staffCount,
  'reports.missing': reportsMissing,
  'events.upcoming': eventsUpcoming,
  'notifications.unread': notificationsUnread,
};

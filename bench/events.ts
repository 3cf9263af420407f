import { ROLE_IDS } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { hashPassword } from '../apps/api/src/sessions/passwords.js';
import { apiAgainstStatements, appWithAdmin, configOf, freshDatabase, PASSWORD, rowsOf } from './setup.js';

/**
 * Events (issue P9):
 * (a) POST nguoi-nhan-su-kien/gui-thong-bao-tat-ca to every user of the province (100,000) against
 *     the bare INSERT … SELECT of the same rows through the driver: the event's recipient rows and
 *     the inbox rows of its notice, the two tables every notice must fill (target: at most 2×);
 * (b) the calendar's month (GET su-kien/all?from&to) over 10,000 events, as the administrator and
 *     as a member (whose visibility is the widest condition: audience, notices, registrations):
 *     its p95, and its rate against the very statements it ran, replayed through the driver alone.
 */

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** An event of the province (no organiser organisation: everyone is invited), one week ahead. */
async function provinceEvent(database: Database, name: string) {
  const [row] = await rowsOf<{ id: number }>(
    database,
    sql`insert into events (name, starts_at, ends_at, search_text)
      values (${name}, now() + interval '7 days', now() + interval '7 days 2 hours', '') returning id`,
  );
  return row!.id;
}

export async function benchEventNoticeAll(postgresUrl?: string, n = 100_000, rounds = 3) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  await database.db.execute(sql`
    insert into users (username, full_name, password_hash, active_role_id, search_text)
    select 'eb' || g, 'Người dùng ' || g, 'x', ${ROLE_IDS.member}, '' from generate_series(1, ${n}) g`);
  const { app, token } = await appWithAdmin(database, config);
  const send: number[] = [];
  const bare: number[] = [];
  let reached = 0;
  // Interleaved rounds, so both see the same machine noise; each on an event of its own.
  for (let round = 0; round < rounds; round++) {
    const viaApi = await provinceEvent(database, `Sự kiện đo ${round}a`);
    let started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/nguoi-nhan-su-kien/gui-thong-bao-tat-ca',
      headers: { authorization: `Bearer ${token}` },
      payload: { suKienId: viaApi },
    });
    send.push(performance.now() - started);
    if (res.statusCode !== 200 && res.statusCode !== 201) {
      throw new Error(`send failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    reached = res.json().data.soLuongGui;

    const direct = await provinceEvent(database, `Sự kiện đo ${round}b`);
    const [notice] = await rowsOf<{ id: number }>(
      database,
      sql`insert into notifications (title, body, type, search_text) values ('Đo', 'Đo', 'Thông báo sự kiện', '') returning id`,
    );
    started = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into event_recipients (event_id, user_id, notification_id)
        select ${direct}, id, ${notice!.id} from users where is_active = 1`);
      await tx.execute(sql`insert into notification_recipients (user_id, notification_id)
        select id, ${notice!.id} from users where is_active = 1`);
    });
    bare.push(performance.now() - started);
    // Both events' rows go, so every round writes into tables of the same size.
    await database.db.execute(sql`delete from events where id in (${viaApi}, ${direct})`);
    await database.db.execute(sql`delete from notification_recipients`);
  }
  await app.close();
  await database.close();
  return { n, reached, sendMs: median(send), bareMs: median(bare) };
}

/** The calendar's world: `n` events, the app, the administrator's and a member's tokens, a month's URL. */
export async function calendarMonthWorld(postgresUrl?: string, n = 10_000) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  const { app, token: adminToken } = await appWithAdmin(database, config);
  // A province, 20 unions under it, six types; 10,000 events over two years around now, a third
  // of them with an audience of one union, some told to the member below and registered by them.
  await database.db.execute(sql`
    insert into organizations (name, path, level, search_text) values ('Liên đoàn Lao động tỉnh Đo', '/', 'province', '')`);
  await database.db.execute(sql`update organizations set path = '/' || id || '/' where level = 'province'`);
  await database.db.execute(sql`
    insert into organizations (name, organization_parent_id, path, level, search_text)
    select 'Công đoàn Đo ' || g, p.id, p.path, 'grassroots', '' from generate_series(1, 20) g,
      (select id, path from organizations where level = 'province') p`);
  await database.db.execute(
    sql`update organizations set path = path || id || '/' where level = 'grassroots' and path not like '%/' || id || '/'`,
  );
  const unions = await rowsOf<{ id: number }>(
    database,
    sql`select id from organizations where level = 'grassroots' order by id`,
  );
  const mine = unions[0]!.id;
  await database.db.execute(sql`
    insert into users (username, full_name, password_hash, active_role_id, organization_id, search_text)
    values ('member_bench', 'Đoàn viên đo', ${await hashPassword(PASSWORD)}, ${ROLE_IDS.member}, ${mine}, '')`);
  await database.db.execute(sql`insert into user_roles (user_id, role_id)
    select id, ${ROLE_IDS.member} from users where username = 'member_bench'`);
  await database.db.execute(sql`
    insert into events (name, starts_at, ends_at, type_id, organization_id, search_text)
    select 'Sự kiện ' || g,
      date_trunc('hour', now()) - interval '365 days' + (g * interval '63 minutes'),
      date_trunc('hour', now()) - interval '365 days' + (g * interval '63 minutes') + interval '3 hours',
      (select id from event_types order by id offset (g % 6) limit 1),
      case when g % 4 = 0 then null else (select id from organizations where level = 'grassroots' order by id offset (g % 20) limit 1) end,
      ''
    from generate_series(1, ${n}) g`);
  await database.db.execute(sql`insert into event_audience_organizations (event_id, organization_id)
    select id, organization_id from events where id % 3 = 0 and organization_id is not null`);
  await database.db.execute(sql`insert into event_recipients (event_id, user_id)
    select e.id, u.id from events e, users u where u.username = 'member_bench' and e.id % 50 = 0`);
  await database.db.execute(sql`insert into event_registrations (event_id, user_id, state)
    select e.id, u.id, 'da_dang_ky' from events e, users u where u.username = 'member_bench' and e.id % 70 = 0`);
  await database.db.execute(sql`analyze`);
  const memberLogin = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'member_bench', password: PASSWORD },
  });
  const memberToken = memberLogin.json().data.accessToken as string;

  const now = new Date();
  const from = new Date(now.getFullYear(), now.getMonth(), 1).toISOString();
  const to = new Date(now.getFullYear(), now.getMonth() + 1, 1).toISOString();
  const url = `/api/v1/su-kien/all?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  return { database, app, adminToken, memberToken, url };
}

/**
 * The calendar month as the administrator and as the member, and the member's unseen event notices
 * as the deployed clients read them (GET nguoi-nhan-su-kien/chua-xem, dem-chua-xem: 200 notices).
 */
export async function benchCalendarMonth(seconds: number, postgresUrl?: string, n = 10_000) {
  const { database, app, adminToken, memberToken, url } = await calendarMonthWorld(postgresUrl, n);
  const measure = async (token: string, path: string, shownOf: (data: unknown) => number) => {
    const call = async () => {
      const res = await app.inject({
        method: 'GET',
        url: path,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200)
        throw new Error(`${path} failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };
    const shown = shownOf((await call()).json().data);
    return { shown, ...(await apiAgainstStatements(database, seconds, call)) };
  };
  const listed = (data: unknown) => (data as unknown[]).length;
  const admin = await measure(adminToken, url, listed);
  const member = await measure(memberToken, url, listed);
  const unseenList = await measure(memberToken, '/api/v1/nguoi-nhan-su-kien/chua-xem', listed);
  const unseenCount = await measure(
    memberToken,
    '/api/v1/nguoi-nhan-su-kien/dem-chua-xem',
    (data) => (data as { soLuongChuaXem: number }).soLuongChuaXem,
  );
  await app.close();
  await database.close();
  return { n, admin, member, unseenList, unseenCount };
}

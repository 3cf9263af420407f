import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.js';
import { appWithAdmin, configOf, freshDatabase, type Rate, rateOf } from './setup.js';

/**
 * Notifications (issue P6):
 * (a) POST thong-bao/send to everyone in scope, 100,000 users, against the bare INSERT … SELECT of
 *     the same rows through the driver (target: the send at most 2× the bare statement);
 * (b) GET thong-bao/user/unread-count for a user with 10,000 inbox rows, against its count
 *     statement through the driver.
 */

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: Record<string, number>[] };

/** `n` active users in one statement (the send reads nothing else of them). */
async function insertUsers(database: Database, n: number, prefix: string) {
  await database.db.execute(sql`
    insert into users (username, full_name, password_hash, active_role_id, search_text)
    select ${prefix} || g, 'Người dùng ' || g, 'x', 5, '' from generate_series(1, ${n}) g`);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchNotificationSend(postgresUrl?: string, n = 100_000, rounds = 3) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  await insertUsers(database, n, 'nb');
  const { app, token } = await appWithAdmin(database, config);
  const headers = { authorization: `Bearer ${token}` };
  const newNotification = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/thong-bao',
      headers,
      payload: { tieuDe: 'Thông báo đo hiệu năng', noiDung: 'Nội dung.' },
    });
    return res.json().data.id as number;
  };
  const clear = (id: number) =>
    database.db.execute(sql`delete from notification_recipients where notification_id = ${id}`);
  const send: number[] = [];
  const bare: number[] = [];
  let reached = 0;
  // Interleaved rounds, so both see the same machine noise; each on a notification of its own.
  for (let round = 0; round < rounds; round++) {
    const viaApi = await newNotification();
    let started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/thong-bao/send',
      headers,
      payload: { thongBaoId: viaApi, tatCa: true },
    });
    send.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`send failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    reached = res.json().data.soNguoiNhanMoi;
    await clear(viaApi);

    const direct = await newNotification();
    started = performance.now();
    await database.db.execute(sql`
      insert into notification_recipients (user_id, notification_id)
      select id, ${direct} from users where is_active = 1`);
    bare.push(performance.now() - started);
    await clear(direct);
  }
  await app.close();
  await database.close();
  return { n, reached, sendMs: median(send), bareMs: median(bare) };
}

export async function benchUnreadCount(seconds: number, postgresUrl?: string, rows = 10_000) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  await insertUsers(database, 1000, 'ub');
  const { app, token } = await appWithAdmin(database, config);
  // the administrator's inbox: `rows` notifications, a third of them read; 999 other users get each too
  await database.db.execute(sql`
    insert into notifications (title, body, type, search_text)
    select 'Thông báo ' || g, 'Nội dung', 'Thông báo chung', '' from generate_series(1, ${rows}) g`);
  const [admin] = (await rowsOf(database, sql`select id from users where username = 'admin'`)).rows;
  await database.db.execute(sql`
    insert into notification_recipients (user_id, notification_id, read_at)
    select ${admin!.id}, n.id, case when n.id % 3 = 0 then now() end from notifications n`);
  await database.db.execute(sql`
    insert into notification_recipients (user_id, notification_id)
    select u.id, n.id from users u, notifications n where u.username like 'ub%' and n.id % 10 = 0`);
  await database.db.execute(sql`analyze notification_recipients`);
  const call = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/thong-bao/user/unread-count',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`unread-count failed: ${res.statusCode}`);
    return res.json().data.count as number;
  };
  const unread = await call();
  const count = () =>
    database.db.execute(
      sql`select count(*) from notification_recipients where user_id = ${admin!.id} and read_at is null`,
    );
  const api: Rate[] = [];
  const driver: Rate[] = [];
  for (let round = 0; round < 2; round++) {
    api.push(await rateOf(seconds, call));
    driver.push(await rateOf(seconds, count));
  }
  await app.close();
  await database.close();
  const mean = (rs: Rate[]) => ({
    perSecond: rs.reduce((s, r) => s + r.perSecond, 0) / rs.length,
    meanMs: rs.reduce((s, r) => s + r.meanMs, 0) / rs.length,
  });
  return { rows, unread, api: mean(api), driver: mean(driver) };
}

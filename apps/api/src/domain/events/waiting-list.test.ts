import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations, events } from '../../db/schema/index.js';
import { buildEvent, buildRegistration, buildUser, login, useTestApp } from '../../test/harness.js';
import { writeTransaction } from '../../write/transaction.js';
import { promoteWaiting } from './waiting-list.js';

/** promoteWaiting as the events module calls it, after an update raised an event's capacity. */
const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;

async function waitingList(eventId: number, n: number) {
  const people = [];
  for (let i = 0; i < n; i++) {
    const u = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
    await buildRegistration(t.ctx, {
      eventId,
      userId: u.id,
      state: 'danh_sach_cho',
      registeredAt: new Date(Date.now() - (n - i) * 60_000),
    });
    people.push({ id: u.id, token: (await login(t.ctx, u.username!)).accessToken });
  }
  return people;
}

const statesOf = async (eventId: number) =>
  Object.fromEntries(
    (
      await db()
        .select({ userId: eventRegistrations.userId, state: eventRegistrations.state })
        .from(eventRegistrations)
        .where(eq(eventRegistrations.eventId, eventId))
    ).map((r) => [r.userId, r.state]),
  );

const raise = (eventId: number, capacity: number | null) =>
  writeTransaction(db(), null, async (w) => {
    await w.tx.update(events).set({ capacity }).where(eq(events.id, eventId));
    return promoteWaiting(w, eventId);
  });

describe('promoteWaiting', () => {
  it('moves the first waiters into the places a raised capacity frees, in order, and tells them', async () => {
    const event = await buildEvent(t.ctx, {
      organizer: t.world.as.chair,
      capacity: 1,
      name: 'Tham quan học tập',
    });
    const holder = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
    await buildRegistration(t.ctx, { eventId: event.id, userId: holder.id });
    const [first, second, third] = await waitingList(event.id, 3);

    expect(await raise(event.id, 1)).toEqual([]);
    expect(await raise(event.id, 3)).toEqual([first!.id, second!.id].sort((a, b) => a - b));
    expect(await statesOf(event.id)).toMatchObject({
      [first!.id]: 'da_dang_ky',
      [second!.id]: 'da_dang_ky',
      [third!.id]: 'danh_sach_cho',
    });
    const bell = (await t.call('GET', '/thong-bao/user/my-notifications', first!.token)).json().data.list;
    expect(bell[0].tieuDe).toBe(
      'Bạn đã được chuyển từ danh sách chờ sang danh sách đăng ký: Tham quan học tập',
    );
    expect((await t.call('GET', '/thong-bao/user/my-notifications', third!.token)).json().data.count).toBe(0);

    // no limit any more: everyone left moves up
    expect(await raise(event.id, null)).toEqual([third!.id]);
  });

  it('moves nobody up at a cancelled event', async () => {
    const event = await buildEvent(t.ctx, {
      organizer: t.world.as.chair,
      capacity: 1,
      cancelledAt: new Date(),
    });
    const [waiter] = await waitingList(event.id, 1);
    expect(await raise(event.id, 5)).toEqual([]);
    expect(await statesOf(event.id)).toEqual({ [waiter!.id]: 'danh_sach_cho' });
  });
});

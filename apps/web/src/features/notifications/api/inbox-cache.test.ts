import type { InboxItem, InboxPage } from '@congdoan/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  BELL_KEY,
  type BellPages,
  badgeText,
  INBOX_PAGE_KEY,
  nextPageOf,
  prependArrived,
  UNREAD_COUNT_KEY,
} from './inbox-cache';
import { markAll } from './mark-all-read';
import { markOne, READ_MARK_MESSAGES } from './mark-read';
import { applyStreamEvent } from './stream-reader';

const item = (id: number, read = false): InboxItem => ({
  id,
  tieuDe: `Thông báo ${id}`,
  noiDung: 'Nội dung',
  loaiThongBao: 'Thông báo chung',
  duongDan: null,
  noiDungThongBao: 'Nội dung',
  ghiChu: null,
  trangThaiDoc: read ? 'da_doc' : 'chua_doc',
  daDoc: read,
  createdAt: '2026-11-24T08:00:00.000Z',
  nguoiGuiUser: { fullName: 'Cán bộ tỉnh' },
});

const page = (list: InboxItem[], pageNo = 1, totalPages = 1, unreadCount = 0): InboxPage => ({
  list,
  count: totalPages * 10,
  page: pageNo,
  limit: 10,
  totalPages,
  unreadCount,
});

/** A cache as the bell leaves it: two pages loaded, a count, and the inbox page's first page. */
function cache() {
  const client = new QueryClient();
  client.setQueryData<BellPages>(BELL_KEY, {
    pages: [page([item(3), item(2, true)], 1, 2, 2), page([item(1)], 2, 2, 2)],
    pageParams: [1, 2],
  });
  client.setQueryData(
    [...INBOX_PAGE_KEY, { page: 1, limit: 10 }],
    page([item(3), item(2, true), item(1)], 1, 1, 2),
  );
  client.setQueryData(UNREAD_COUNT_KEY, 2);
  return client;
}

const bellItems = (client: QueryClient) =>
  client.getQueryData<BellPages>(BELL_KEY)?.pages.flatMap((p) => p.list.map((i) => [i.id, i.trangThaiDoc]));
const inboxItems = (client: QueryClient) =>
  client
    .getQueryData<InboxPage>([...INBOX_PAGE_KEY, { page: 1, limit: 10 }])
    ?.list.map((i) => [i.id, i.daDoc]);
const toasts = () => ({ success: vi.fn(), error: vi.fn() });

describe('the badge', () => {
  it('shows nothing at zero, the number up to 99, then 99+', () => {
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});

describe('load more', () => {
  it('asks for the next page until the last', () => {
    expect(nextPageOf(page([], 1, 3))).toBe(2);
    expect(nextPageOf(page([], 3, 3))).toBeUndefined();
    expect(nextPageOf(page([], 1, 0))).toBeUndefined();
  });
});

describe('marking one notification', () => {
  it('shows it read at once in every list, lowers the count and says so', async () => {
    const client = cache();
    const toast = toasts();
    let seenWhileSending: unknown;
    const send = vi.fn(async () => {
      seenWhileSending = [bellItems(client), client.getQueryData(UNREAD_COUNT_KEY)];
    });
    expect(await markOne(client, toast, { id: 1, read: true }, send)).toBe(true);
    expect(send).toHaveBeenCalledWith({ id: 1, read: true });
    // optimistic: changed before the server answered
    expect(seenWhileSending).toEqual([
      [
        [3, 'chua_doc'],
        [2, 'da_doc'],
        [1, 'da_doc'],
      ],
      1,
    ]);
    expect(inboxItems(client)).toEqual([
      [3, false],
      [2, true],
      [1, true],
    ]);
    expect(toast.success).toHaveBeenCalledWith('Đã đánh dấu là đã đọc');
  });

  it('rolls back with the spec’s toast when the server refuses', async () => {
    const client = cache();
    const toast = toasts();
    const before = [bellItems(client), inboxItems(client)];
    const ok = await markOne(client, toast, { id: 2, read: false }, async () => {
      throw new Error('500');
    });
    expect(ok).toBe(false);
    expect([bellItems(client), inboxItems(client)]).toEqual(before);
    expect(client.getQueryData(UNREAD_COUNT_KEY)).toBe(2);
    expect(toast.error).toHaveBeenCalledWith(READ_MARK_MESSAGES.unread.failed);
    expect(READ_MARK_MESSAGES.unread.failed).toBe('Không thể đánh dấu chưa đọc');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('marking unread raises the count; marking what is already read changes no count', async () => {
    const client = cache();
    await markOne(client, toasts(), { id: 2, read: false }, async () => undefined);
    expect(client.getQueryData(UNREAD_COUNT_KEY)).toBe(3);
    await markOne(client, toasts(), { id: 3, read: false }, async () => undefined);
    expect(client.getQueryData(UNREAD_COUNT_KEY)).toBe(3);
  });
});

describe('mark all', () => {
  it('sets everything read locally, then syncs and ignores a failed sync', async () => {
    const client = cache();
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(markAll(client, 42, send)).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledWith(42);
    expect(bellItems(client)?.every(([, state]) => state === 'da_doc')).toBe(true);
    expect(inboxItems(client)?.every(([, read]) => read)).toBe(true);
    expect(client.getQueryData(UNREAD_COUNT_KEY)).toBe(0);
    expect(client.getQueryData<BellPages>(BELL_KEY)?.pages[0]?.unreadCount).toBe(0);
  });
});

describe('the live stream', () => {
  it('puts a new notification on top of the bell once and sets the count', () => {
    const client = cache();
    const arrived = vi.fn();
    const event = { event: 'notification', data: JSON.stringify({ item: item(9), unreadCount: 3 }) };
    applyStreamEvent(client, event, arrived);
    applyStreamEvent(client, event, arrived);
    expect(bellItems(client)?.map(([id]) => id)).toEqual([9, 3, 2, 1]);
    expect(client.getQueryData(UNREAD_COUNT_KEY)).toBe(3);
    expect(arrived).toHaveBeenCalledTimes(2);
  });

  it('sets the count from an unread event and reloads the lists on resync', () => {
    const client = cache();
    applyStreamEvent(client, { event: 'unread', data: '{"unreadCount":120}' }, vi.fn());
    expect(badgeText(client.getQueryData(UNREAD_COUNT_KEY))).toBe('99+');
    applyStreamEvent(client, { event: 'resync', data: '' }, vi.fn());
    expect(client.getQueryState(BELL_KEY)?.isInvalidated).toBe(true);
  });

  it('leaves a bell that was never opened alone', () => {
    expect(prependArrived(undefined, item(1))).toBeUndefined();
  });
});

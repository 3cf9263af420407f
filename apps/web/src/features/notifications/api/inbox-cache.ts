import type { InboxItem, InboxPage } from '@congdoan/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { ROOT } from '../../../lib/query-keys';

/**
 * The signed-in user's inbox as the query cache holds it, and the pure changes the bell makes to it
 * (docs/requirements.md, "Notifications and the bell"). Every inbox query lives under
 * `ROOT.inbox`: the unread count, the bell's pages (loaded 10 at a time) and the inbox page's lists.
 */
export const UNREAD_COUNT_KEY = [...ROOT.inbox, 'unread-count'] as const;
export const BELL_KEY = [...ROOT.inbox, 'bell'] as const;
export const INBOX_PAGE_KEY = [...ROOT.inbox, 'page'] as const;

/** The bell's list: the pages loaded so far, the first one newest. */
export type BellPages = InfiniteData<InboxPage, number>;
type InboxData = InboxPage | BellPages;

/** The badge: nothing at 0, '99+' above 99 (spec §9). */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The page 'Xem thêm' loads next, or none after the last. */
export const nextPageOf = (last: InboxPage): number | undefined =>
  last.page < last.totalPages ? last.page + 1 : undefined;

export const withRead = (item: InboxItem, read: boolean): InboxItem => ({
  ...item,
  daDoc: read,
  trangThaiDoc: read ? 'da_doc' : 'chua_doc',
});

const isBell = (data: InboxData): data is BellPages => 'pages' in data;

function mapPage(page: InboxPage, change: (item: InboxItem) => InboxItem, unreadCount?: number): InboxPage {
  return { ...page, list: page.list.map(change), unreadCount: unreadCount ?? page.unreadCount };
}

/** Every item of a cached inbox list (bell or page) through `change`; the count too when given. */
export function mapInbox<D extends InboxData | undefined>(
  data: D,
  change: (item: InboxItem) => InboxItem,
  unreadCount?: number,
): D {
  if (!data) return data;
  if (isBell(data)) return { ...data, pages: data.pages.map((p) => mapPage(p, change, unreadCount)) } as D;
  return mapPage(data, change, unreadCount) as D;
}

/** A notification that just arrived, on top of the bell's first page (once, however often it is pushed). */
export function prependArrived(data: BellPages | undefined, item: InboxItem): BellPages | undefined {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((p) => p.list.some((i) => i.id === item.id))) return data;
  const [first, ...rest] = data.pages as [InboxPage, ...InboxPage[]];
  return {
    ...data,
    pages: [{ ...first, list: [item, ...first.list], count: first.count + 1 }, ...rest],
  };
}

export type CacheSnapshot = ReturnType<QueryClient['getQueriesData']>;

const listKeys = [BELL_KEY, INBOX_PAGE_KEY];

/**
 * One notification read or unread in every cached list, and the unread count moved by one if its
 * state changed. Answers the caches as they were, for a rollback.
 */
export function applyReadMark(client: QueryClient, id: number, read: boolean): CacheSnapshot {
  const snapshot = client.getQueriesData({ queryKey: ROOT.inbox });
  let changed = false;
  const change = (item: InboxItem) => {
    if (item.id !== id || item.daDoc === read) return item;
    changed = true;
    return withRead(item, read);
  };
  for (const queryKey of listKeys)
    client.setQueriesData<InboxData>({ queryKey }, (data) => mapInbox(data, change));
  if (changed) {
    client.setQueryData<number>(UNREAD_COUNT_KEY, (count) =>
      count === undefined ? count : Math.max(0, count + (read ? -1 : 1)),
    );
  }
  return snapshot;
}

/** Everything read in every cached list, and no unread left. */
export function applyAllRead(client: QueryClient): void {
  for (const queryKey of listKeys)
    client.setQueriesData<InboxData>({ queryKey }, (data) =>
      mapInbox(data, (item) => withRead(item, true), 0),
    );
  client.setQueryData<number>(UNREAD_COUNT_KEY, 0);
}

export function restore(client: QueryClient, snapshot: CacheSnapshot): void {
  for (const [queryKey, data] of snapshot) client.setQueryData(queryKey, data);
}

import {
  type ListPage,
  NOTIFICATION_PAGE_SIZE,
  type NotificationItem,
  notificationListQuery,
} from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The list's filters as the URL holds them: search and sender (spec §3). */
export const notificationListFilters = defineListFilters({
  shape: notificationListQuery.shape,
  filters: ['search', 'nguoiGui'],
  pageSize: NOTIFICATION_PAGE_SIZE,
});
export type NotificationListFilters = FiltersOf<typeof notificationListFilters>;

/** GET thong-bao (page, limit, search, nguoiGui). */
export const listNotifications = (filters: NotificationListFilters, signal?: AbortSignal) =>
  api.get<ListPage<NotificationItem>>('thong-bao', { query: { ...filters }, signal });

export const notificationsQuery = (filters: NotificationListFilters) =>
  queryOptions({
    queryKey: [...ROOT.notifications, 'list', filters],
    queryFn: ({ signal }) => listNotifications(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useNotificationList = (filters: NotificationListFilters, enabled = true) =>
  useQuery({ ...notificationsQuery(filters), enabled });

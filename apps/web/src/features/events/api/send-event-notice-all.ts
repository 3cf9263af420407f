import type { EventNoticeSendAllBody, EventNoticeSendResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST nguoi-nhan-su-kien/gui-thong-bao-tat-ca: everyone in the sender's scope. */
export const sendEventNoticeToAll = (body: EventNoticeSendAllBody) =>
  api.post<EventNoticeSendResult>('nguoi-nhan-su-kien/gui-thong-bao-tat-ca', body);

export const useSendEventNoticeToAll = () => useWrite('event', sendEventNoticeToAll);

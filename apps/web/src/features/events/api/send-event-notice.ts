import type { EventNoticeSendBody, EventNoticeSendResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST nguoi-nhan-su-kien/gui-thong-bao: the users named (ids as strings, as the spec sends them)
 * and the holders of the roles, in the sender's scope. An unknown or out-of-scope id is one `loi`
 * entry; the others are sent.
 */
export const sendEventNotice = (body: EventNoticeSendBody) =>
  api.post<EventNoticeSendResult>('nguoi-nhan-su-kien/gui-thong-bao', body);

export const useSendEventNotice = () => useWrite('event', sendEventNotice);

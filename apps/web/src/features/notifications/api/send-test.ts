import type { NotificationTestBody, NotificationTestResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** How often the test page looks again at a delivery still on its way (its recipient, its e-mail). */
export const FOLLOW_MS = 2_000;
/** How often a notification's delivery view looks again while some of its e-mails or Zalo messages wait. */
export const WAITING_POLL_MS = 5_000;

/** POST thong-bao/test: one notification to one user (the caller by default) through the channels chosen. */
export const sendTest = (body: Partial<NotificationTestBody> & Pick<NotificationTestBody, 'kenh'>) =>
  api.post<NotificationTestResult>('thong-bao/test', body);

export const useSendTest = () => useWrite('notification', sendTest);

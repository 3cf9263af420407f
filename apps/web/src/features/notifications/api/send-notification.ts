import type { NotificationSendResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** Whom a send reaches, as the client sends it: users by id as strings (spec §7), roles, units or everyone. */
export interface RecipientChoiceBody {
  nguoiNhanIds?: string[];
  roleIds?: number[];
  organizationIds?: number[];
  tatCa?: true;
}

/** The choice, and the channels beside the inbox: e-mail (`guiEmail`) and Zalo (`guiZalo`). */
export type SendNotificationBody = RecipientChoiceBody & {
  thongBaoId: number;
  guiEmail: boolean;
  guiZalo: boolean;
};

/** POST thong-bao/send: who it reached now and in all, and how many e-mails and Zalo messages went out. */
export const sendNotification = (body: SendNotificationBody) =>
  api.post<NotificationSendResult>('thong-bao/send', body);

export const useSendNotification = () => useWrite('notification', sendNotification);

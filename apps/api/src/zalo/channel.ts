import { ZALO_NOT_CONFIGURED_MESSAGE } from '@congdoan/shared';
import type { Channel } from '../outbox/channel.js';

/**
 * A text message from the OA to one follower, as the outbox holds it: the account (zalo_accounts.id),
 * the follower's id at the OA (`to`), the text, and what the message belongs to (`ref`,
 * 'notification:<id>'), by which a notification's Zalo deliveries are found again.
 */
export interface ZaloMessage {
  zaloAccountId: number;
  to: string;
  text: string;
  ref?: string;
}

/**
 * The outbox's 'zalo' channel. A stand-in until the OA client exists: every attempt fails with
 * 'Chưa cấu hình Zalo OA', so a message is never reported sent.
 */
export const zaloChannel: Channel<ZaloMessage> = {
  describe: (m) => `Zalo → ${m.to}`,
  keep: (m) => m,
  create: () => async () => {
    throw new Error(ZALO_NOT_CONFIGURED_MESSAGE);
  },
};

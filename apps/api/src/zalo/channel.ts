import { ZALO_MESSAGE_MAX } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { zaloAccounts } from '../db/schema/index.js';
import { type Channel, Undeliverable } from '../outbox/channel.js';
import { withPublicLink } from '../outbox/links.js';
import type { ZaloMessage } from '../outbox/payloads.js';
import { ZaloError } from './api.js';
import { ZaloOa } from './oa.js';

/** What a settled row keeps of its text (up to 2,000 characters): its beginning. */
const PREVIEW = 60;
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

/**
 * The outbox's 'zalo' channel (docs/architecture.md, "Outbox and worker"): one `message/cs` call
 * per row with the OA's token. Without the settings or tokens the attempt fails with 'Chưa cấu
 * hình Zalo OA' (and is tried again: an administrator may enter them); an expired token is
 * refreshed once and the call made again; a rate limit, a quota or Zalo out of reach fails the
 * attempt, tried again after the outbox's backoff; anything else Zalo refuses (the follower left,
 * the message window closed) gives the row up at once, with Zalo's code and words as its error.
 */
export const zaloChannel: Channel<ZaloMessage> = {
  describe: (m) => `Zalo: ${preview(m.text)} → ${m.to}`,
  keep: (m) => ({ ...m, text: preview(m.text) }),
  create({ config, db }) {
    const oa = new ZaloOa(config, db);
    return async (message) => {
      const [account] = await db
        .select({
          isFollowingOa: zaloAccounts.isFollowingOa,
          isActive: zaloAccounts.isActive,
          userId: zaloAccounts.userId,
        })
        .from(zaloAccounts)
        .where(eq(zaloAccounts.id, message.zaloAccountId));
      if (!account) throw new Undeliverable('Tài khoản Zalo không còn trong hệ thống');
      if (!account.isFollowingOa) throw new Undeliverable('Người dùng đã bỏ theo dõi Zalo OA');
      if (!account.isActive) throw new Undeliverable('Tài khoản Zalo đã bị tắt');
      // Unlinked (or linked to someone else) since it was queued: the notice was not for this person.
      if (message.userId !== undefined && account.userId !== message.userId) {
        throw new Undeliverable('Tài khoản Zalo đã hủy liên kết với người nhận');
      }
      try {
        const text = withPublicLink(message.text, message.link, config.PUBLIC_URL, ZALO_MESSAGE_MAX);
        await oa.withToken((token) => oa.api.sendText(token, message.to, text));
      } catch (err) {
        if (err instanceof ZaloError && !err.retryable) throw new Undeliverable(err.message);
        throw err;
      }
      return 'delivered';
    };
  },
};

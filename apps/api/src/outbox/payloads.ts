/**
 * What each channel of the outbox carries (docs/architecture.md, "Outbox and worker"): the types a
 * write enqueues, apart from the channels that deliver them (channels.ts), so that a write knows
 * what it may send without loading the mail transport or the Zalo client — only the worker does.
 * A new channel is its payload here and its channel in channels.ts.
 */

/** An e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * What the mail belongs to, 'notification:<id>': the outbox rows of one notification are found by
   * it (indexed, db/schema/outbox.ts). Never sent; kept after delivery.
   */
  ref?: string;
  /** The app's page the text ends with a link to (its path), made absolute when sent (links.ts). */
  link?: string;
}

/** A text message to one follower of the OA, from the outbox. */
export interface ZaloMessage {
  /** The follower's `zalo_accounts` row: a row gone, switched off or no longer following is not sent to. */
  zaloAccountId: number;
  /** The follower's id at the OA (`oa_user_id`): where the message goes. */
  to: string;
  text: string;
  /** The user it was sent to (the account's user then): the delivery views name them, not whoever holds the account now. */
  userId?: number;
  /** What the message belongs to, 'notification:<id>', as an e-mail's `ref`; never sent. */
  ref?: string;
  /** The app's page the text ends with a link to (its path), made absolute when sent (links.ts). */
  link?: string;
}

/** Each channel's name and what it carries. */
export interface OutboxPayloads {
  email: Mail;
  zalo: ZaloMessage;
}

export type ChannelName = keyof OutboxPayloads;
export type PayloadOf<C extends ChannelName> = OutboxPayloads[C];

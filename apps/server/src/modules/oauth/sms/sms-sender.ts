import type { AppContext } from '../../../app-context.ts';
import { newId } from '../../../shared/ids.ts';
import { insertSmsOutbox } from './sms.repository.ts';

export interface SmsMessage {
  mobile: string;
  content: string;
}

/** Where SMS go. A real gateway (Aliyun, Tencent Cloud...) implements this and is installed with setSmsSender. */
export interface SmsSender {
  readonly name: string;
  send(ctx: AppContext, message: SmsMessage): Promise<void>;
}

/**
 * The default sender delivers nothing: it writes the text to the sms_outbox table, where an
 * administrator (and a developer on the embedded default) can read it. The log says only that a
 * message was written: a text may hold a login code, and no code ever goes to the log.
 */
export const outboxSmsSender: SmsSender = {
  name: 'outbox',
  async send(ctx, message) {
    ctx.log.info({ mobile: message.mobile }, 'sms written to the outbox (not delivered)');
    await insertSmsOutbox(ctx.db, {
      id: newId(),
      mobile: message.mobile,
      content: message.content,
      createdAt: ctx.now(),
    });
  },
};

const installed = new WeakMap<AppContext, SmsSender>();

export function setSmsSender(ctx: AppContext, sender: SmsSender): void {
  installed.set(ctx, sender);
}

export function smsSenderOf(ctx: AppContext): SmsSender {
  return installed.get(ctx) ?? outboxSmsSender;
}

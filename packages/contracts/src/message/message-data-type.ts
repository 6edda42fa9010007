import { z } from 'zod';
import { MESSAGE_SOURCE_NAMES } from './message-monitor.ts';
import { MESSAGE_SEND_TYPE_NAMES } from './message-template.ts';

/*
 * 消息中心 data types (/api/message/MessageDataType): the fixed lists the original kept in a table and
 * its screens read by number — 1 message types, 2 SMS channels, 3 webhook kinds, 4 message sources.
 * Names are the original's (Chinese, as its rows); screens translate by `enCode`.
 */

/** The SMS providers of an account (`channel`). */
export const SMS_CHANNEL_NAMES: Record<string, string> = { '1': '阿里云', '2': '腾讯云' };
/** The kinds of a webhook account (`webhookType`). */
export const WEBHOOK_TYPE_NAMES: Record<string, string> = { '1': '钉钉', '2': '企业微信', '3': '其它' };

export const MESSAGE_DATA_TYPES = ['1', '2', '3', '4'] as const;
export type MessageDataType = (typeof MESSAGE_DATA_TYPES)[number];

/** Each list by its number, codes in the original's order. */
export const MESSAGE_DATA_TYPE_LISTS: Record<MessageDataType, Record<string, string>> = {
  '1': MESSAGE_SEND_TYPE_NAMES,
  '2': SMS_CHANNEL_NAMES,
  '3': WEBHOOK_TYPE_NAMES,
  '4': MESSAGE_SOURCE_NAMES,
};

export const messageDataTypeParamsSchema = z.object({ type: z.enum(MESSAGE_DATA_TYPES) });

export const messageDataTypeListSchema = z.array(
  z.object({
    id: z.string(),
    type: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    sortCode: z.number(),
  }),
);

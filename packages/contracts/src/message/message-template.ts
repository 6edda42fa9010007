import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { multiline } from '../text-input.ts';

/*
 * 消息中心 › 消息模板 (/api/message/MessageTemplateConfig). A template belongs to one message source and
 * one message type; its title and content name parameters as `{field}` (system ones `{@Field}`), and
 * the parameters it declares are what a test send asks values for.
 */

/** The original's msgSendType codes: 1 站内信, 2 邮件, 3 短信, 4 钉钉, 5 企业微信, 6 webhook, 7 微信公众号. */
export const MESSAGE_SEND_TYPES = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type MessageSendType = (typeof MESSAGE_SEND_TYPES)[number];
/** The dictionary names the original answers in place of the codes (the test screen compares 'webhook'). */
export const MESSAGE_SEND_TYPE_NAMES: Record<MessageSendType, string> = {
  '1': '站内信',
  '2': '邮件',
  '3': '短信',
  '4': '钉钉',
  '5': '企业微信',
  '6': 'webhook',
  '7': '微信公众号',
};
/** The original's msgSourceType codes: 1 公告, 2 流程, 3 系统, 4 日程. */
export const MESSAGE_SOURCES = ['1', '2', '3', '4'] as const;

/** A code sent as a number or a digit string, kept as the string. */
export const codeOf = <T extends readonly [string, ...string[]]>(codes: T) =>
  z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.enum(codes));

/** A parameter name: letters, digits and underscores, not starting with a digit or `_`; `@` marks a system one. */
export const TEMPLATE_PARAM_PATTERN = /^@?[A-Za-z][A-Za-z0-9_]*$/;
/** A `{field}` placeholder of a title or content. */
export const TEMPLATE_PLACEHOLDER = /\{(@?[A-Za-z][A-Za-z0-9_]*)\}/g;

const text = record.optionalText;
const echoId = z.string().max(64).nullish();

export const templateParamSchema = z
  .object({
    id: echoId,
    templateId: echoId,
    field: z.string().trim().regex(TEMPLATE_PARAM_PATTERN).max(50),
    fieldName: z.string().trim().min(1).max(100),
  })
  .strict();
export type TemplateParam = z.infer<typeof templateParamSchema>;

/** SMS and official-account templates map the provider's variables to parameters; one may be the title. */
export const smsFieldSchema = z
  .object({
    id: echoId,
    templateId: echoId,
    fieldId: z.union([z.string().max(64), z.number()]).nullish(),
    smsField: z.string().trim().min(1).max(100),
    field: z.string().trim().max(50).nullish(),
    isTitle: z.union([z.literal(0), z.literal(1)]).nullish(),
  })
  .strict();
export type SmsField = z.infer<typeof smsFieldSchema>;

/** What an edit form read and sends back with the record: accepted, never stored. */
export const readBackFields = {
  id: echoId,
  creatorUser: z.string().nullish(),
  creatorUserId: z.string().nullish(),
  creatorTime: z.number().nullish(),
  lastModifyTime: z.number().nullish(),
};

/** The order, state, description, creator and times every answered row of these screens carries. */
export const recordTrailSchemaFields = {
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  creatorUser: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
};

const templateFields = {
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50),
  templateType: z.union([z.string().max(2), z.number()]).nullish(),
  messageSource: codeOf(MESSAGE_SOURCES),
  messageType: codeOf(MESSAGE_SEND_TYPES),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  description: record.optionalMultilineText(500),
  title: text(200),
  /** Mail content is rich text (sanitised on the server); other types plain text. */
  content: multiline(z.preprocess(record.blankToNull, z.string().max(100_000).nullish())),
  templateCode: text(100),
  wxSkip: z.union([z.string().max(2), z.number()]).nullish(),
  xcxAppId: text(100),
  templateParamList: z.array(templateParamSchema).max(100).optional(),
  smsFieldList: z.array(smsFieldSchema).max(100).optional(),
  ...readBackFields,
};

export const createMessageTemplateBodySchema = z.object(templateFields);
export type CreateMessageTemplateBody = z.infer<typeof createMessageTemplateBodySchema>;
export const updateMessageTemplateBodySchema = createMessageTemplateBodySchema;

const templateRow = {
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  templateType: z.string(),
  messageSource: z.string(),
  messageType: z.string(),
  ...recordTrailSchemaFields,
};

export const messageTemplateInfoSchema = z.object({
  ...templateRow,
  title: z.string().nullable(),
  content: z.string().nullable(),
  templateCode: z.string().nullable(),
  wxSkip: z.string().nullable(),
  xcxAppId: z.string().nullable(),
  templateParamList: z.array(templateParamSchema),
  smsFieldList: z.array(smsFieldSchema),
});
export type MessageTemplateInfo = z.infer<typeof messageTemplateInfoSchema>;

export const messageTemplateListItemSchema = z.object(templateRow);
export type MessageTemplateListItem = z.infer<typeof messageTemplateListItemSchema>;

const blankCode = z.preprocess(record.blankToUndefined, z.string().max(2).optional());

/** GET /MessageTemplateConfig: paged; keyword on name or code; the list screen's and the picker's filters. */
export const messageTemplateListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  templateType: blankCode,
  messageType: blankCode,
  messageSource: blankCode,
  enabledMark: blankCode,
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
  menuId: z.string().max(64).optional(),
});
export type MessageTemplateListQuery = z.infer<typeof messageTemplateListQuerySchema>;
export const messageTemplateListSchema = pagedSchema(messageTemplateListItemSchema);

/** The send-configuration dialog's template picker: enabled templates of one type (and source). */
export const messageTemplateSelectorItemSchema = messageTemplateListItemSchema.extend({
  templateParamList: z.array(templateParamSchema),
});
export const messageTemplateSelectorSchema = pagedSchema(messageTemplateSelectorItemSchema);

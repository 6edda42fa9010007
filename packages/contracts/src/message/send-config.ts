import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import {
  codeOf,
  MESSAGE_SEND_TYPES,
  MESSAGE_SOURCES,
  readBackFields,
  recordTrailSchemaFields,
  templateParamSchema,
} from './message-template.ts';

/*
 * 消息中心 › 发送配置 (/api/message/SendMessageConfig): a named set of bindings, each a message type with
 * the template to fill and the account to send it through (none for 站内信).
 */

const echoId = z.string().max(64).nullish();
const flagOrText = z.preprocess((v) => (typeof v === 'string' && v !== '' ? Number(v) : v), record.flag);

/** One binding row as the dialog keeps it: the picked template's and account's names ride along. */
export const sendConfigTemplateSchema = z
  .object({
    id: echoId,
    sendConfigId: echoId,
    messageType: codeOf(MESSAGE_SEND_TYPES),
    templateId: z.string().min(1).max(64),
    accountConfigId: z.preprocess(record.blankToNull, z.string().max(64).nullish()),
    templateName: z.string().nullish(),
    templateCode: z.string().nullish(),
    accountName: z.string().nullish(),
    accountCode: z.string().nullish(),
    enabledMark: flagOrText.optional(),
    sortCode: record.sortCode.optional(),
    description: record.optionalText(500),
  })
  .strict();
export type SendConfigTemplate = z.infer<typeof sendConfigTemplateSchema>;

const sendConfigFields = {
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50),
  templateType: z.union([z.string().max(2), z.number()]).nullish(),
  messageSource: codeOf(MESSAGE_SOURCES),
  sortCode: record.sortCode.optional(),
  /** The original sends and answers it as a string. */
  enabledMark: flagOrText.optional(),
  description: record.optionalMultilineText(500),
  sendConfigTemplateList: z.array(sendConfigTemplateSchema).max(50).optional(),
  ...readBackFields,
};
export const createSendConfigBodySchema = z.object(sendConfigFields);
export type CreateSendConfigBody = z.infer<typeof createSendConfigBodySchema>;
export const updateSendConfigBodySchema = createSendConfigBodySchema;

const configRow = {
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  templateType: z.string(),
  messageSource: z.string(),
  ...recordTrailSchemaFields,
};

export const sendConfigTemplateInfoSchema = z.object({
  id: z.string(),
  sendConfigId: z.string(),
  messageType: z.string(),
  templateId: z.string(),
  accountConfigId: z.string().nullable(),
  templateName: z.string().nullable(),
  templateCode: z.string().nullable(),
  accountName: z.string().nullable(),
  accountCode: z.string().nullable(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
  description: z.string().nullable(),
});
export const sendConfigInfoSchema = z.object({
  ...configRow,
  sendConfigTemplateList: z.array(sendConfigTemplateInfoSchema),
});
export type SendConfigInfo = z.infer<typeof sendConfigInfoSchema>;

/** A list row names its bindings' message types ({fullName, type}, by type). */
export const sendConfigListItemSchema = z.object({
  ...configRow,
  messageType: z.array(z.object({ fullName: z.string(), type: z.string() })),
});
export type SendConfigListItem = z.infer<typeof sendConfigListItemSchema>;

const blankCode = z.preprocess(record.blankToUndefined, z.string().max(2).optional());
export const sendConfigListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  templateType: blankCode,
  messageSource: blankCode,
  enabledMark: blankCode,
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
  menuId: z.string().max(64).optional(),
});
export type SendConfigListQuery = z.infer<typeof sendConfigListQuerySchema>;
export const sendConfigListSchema = pagedSchema(sendConfigListItemSchema);

/** A parameter of the test screen, with the value typed for it. */
export const testParamSchema = templateParamSchema
  .extend({
    value: z.string().max(5000).nullish(),
    templateType: z.string().nullish(),
    templateCode: z.string().nullish(),
    templateName: z.string().nullish(),
    msgTemplateId: z.string().nullish(),
  })
  .strict();

/** POST /getTestConfig/{id}: one row per enabled binding; `messageType` is the type's name. */
export const sendConfigTestRowSchema = z.object({
  id: z.string(),
  sendConfigId: z.string(),
  messageType: z.string(),
  templateId: z.string(),
  accountConfigId: z.string().nullable(),
  msgTemplateName: z.string().nullable(),
  paramJson: z.array(testParamSchema),
  toUser: z.array(z.string()),
});
export const sendConfigTestConfigSchema = z.array(sendConfigTestRowSchema);

/** GET /getSendConfigList: the flow designer's picker, enabled configurations with their enabled rows. */
export const sendConfigPickerSchema = pagedSchema(
  z.object({
    id: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    templateJson: z.array(sendConfigTestRowSchema),
  }),
);

/**
 * GET /AccountSelector: the dialog's account picker, for whoever edits send configurations (the 账号配置
 * list needs that menu): enabled accounts of one type, names and codes only, the first page of matches.
 */
export const sendConfigAccountQuerySchema = z.object({
  type: codeOf(MESSAGE_SEND_TYPES),
  keyword: record.keyword,
});
export type SendConfigAccountQuery = z.infer<typeof sendConfigAccountQuerySchema>;
export const sendConfigAccountListSchema = z.object({
  list: z.array(z.object({ id: z.string(), fullName: z.string(), enCode: z.string(), type: z.string() })),
});

/** POST /testSendConfig: the rows of the test screen with receivers and values filled in. */
export const testSendConfigBodySchema = z
  .array(
    z
      .object({
        id: z.string().min(1).max(64),
        sendConfigId: echoId,
        messageType: z.string().max(20).nullish(),
        templateId: echoId,
        accountConfigId: echoId,
        msgTemplateName: z.string().max(100).nullish(),
        paramJson: z.array(testParamSchema).max(100).nullish(),
        toUser: z.array(z.string().min(1).max(64)).max(100).nullish(),
      })
      .strict(),
  )
  .min(1)
  .max(50);
export type TestSendConfigBody = z.infer<typeof testSendConfigBodySchema>;

/** One receiver's outcome of a row (ours): who, and why the send did not reach them. */
export const sendConfigUserResultSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  isSuccess: z.string(),
  result: z.string().nullable(),
});
export type SendConfigUserResult = z.infer<typeof sendConfigUserResultSchema>;

/**
 * One row's outcome: `isSuccess` '1' or '0' with the reason in `result`; '0' as soon as one receiver
 * missed it (the others still received it). `userResults` (ours) has one entry per receiver.
 */
export const sendConfigTestResultSchema = z.array(
  z.object({
    messageType: z.string(),
    isSuccess: z.string(),
    result: z.string().nullable(),
    userResults: z.array(sendConfigUserResultSchema).optional(),
  }),
);

import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, enabledMark, id, sortCode } from './columns.ts';

/** A declared template parameter ({field} in the title or content) and an SMS/official-account variable. */
export interface StoredTemplateParam {
  id: string;
  field: string;
  fieldName: string;
}
export interface StoredSmsField {
  id: string;
  smsField: string;
  field: string | null;
  isTitle: 0 | 1;
}

/**
 * 消息中心 › 消息模板: `message_type` and `message_source` as the original's codes (msgSendType 1–7,
 * msgSourceType 1–4); `template_type` '0' custom, '1' system. Parameters are kept with the template.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    templateType: text('template_type').notNull().default('0'),
    messageSource: text('message_source').notNull(),
    messageType: text('message_type').notNull(),
    title: text('title'),
    content: text('content'),
    templateCode: text('template_code'),
    wxSkip: text('wx_skip'),
    xcxAppId: text('xcx_app_id'),
    params: jsonb('params').$type<StoredTemplateParam[]>().notNull().default([]),
    smsFields: jsonb('sms_fields').$type<StoredSmsField[]>().notNull().default([]),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('message_templates_code_uq').on(t.enCode),
    index('message_templates_type_source_idx').on(t.messageType, t.messageSource),
    index('message_templates_sort_idx').on(t.sortCode, t.createdAt),
  ],
);

/** 消息中心 › 发送配置: a named set of bindings of one message source. */
export const sendConfigs = pgTable(
  'send_configs',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    templateType: text('template_type').notNull().default('0'),
    messageSource: text('message_source').notNull(),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('send_configs_code_uq').on(t.enCode),
    index('send_configs_sort_idx').on(t.sortCode, t.createdAt),
  ],
);

/**
 * One binding: a message type, the template to fill and the account to send through (none for
 * 站内信). A template in use cannot be deleted (the foreign key holds it); an account's row keeps its
 * id and the test send reports it gone.
 */
export const sendConfigTemplates = pgTable(
  'send_config_templates',
  {
    id: id(),
    sendConfigId: text('send_config_id')
      .notNull()
      .references(() => sendConfigs.id, { onDelete: 'cascade' }),
    messageType: text('message_type').notNull(),
    templateId: text('template_id')
      .notNull()
      .references(() => messageTemplates.id),
    accountConfigId: text('account_config_id'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [
    index('send_config_templates_config_idx').on(t.sendConfigId),
    index('send_config_templates_template_idx').on(t.templateId),
  ],
);

import {
  type CreateMessageTemplateBody,
  type MessageTemplateInfo,
  type MessageTemplateListItem,
  type MessageTemplateListQuery,
  sanitizeRichText,
} from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { messageTemplates, type StoredSmsField, type StoredTemplateParam } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { copyNames } from '../../../shared/record-kit/copy-names.ts';
import {
  findTemplate,
  findTemplatesPage,
  isTemplateBound,
  isTemplateCodeTaken,
  type TemplateWithCreator,
} from './message-template.repository.ts';
import { placeholdersOf } from './template-placeholders.ts';

/*
 * 消息中心 › 消息模板. Codes are unique; a custom template's code may not contain the system templates'
 * MBXT. Source and type are fixed once created. The title and content may only name declared
 * parameters (system ones start with @). Mail content is rich text and is sanitised on every write.
 * A template a send configuration binds can be neither deleted nor disabled.
 */

const MAIL = '2';
const SMS = '3';
const OFFICIAL_ACCOUNT = '7';
/** Types whose content is the provider's template (a number and variables), not a text of ours. */
const PROVIDER_TEMPLATES = new Set([SMS, OFFICIAL_ACCOUNT]);

/** The order, state, description, creator (`realName/account`) and times of an answered row. */
export function recordTrail(row: {
  sortCode: number;
  enabledMark: number;
  description: string | null;
  creatorName: string | null;
  createdAt: Date;
  updatedAt: Date | null;
}) {
  return {
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorUser: row.creatorName,
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
  };
}

function toListItem(row: TemplateWithCreator): MessageTemplateListItem {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    templateType: row.templateType,
    messageSource: row.messageSource,
    messageType: row.messageType,
    ...recordTrail(row),
  };
}

const paramsOf = (row: TemplateWithCreator) =>
  row.params.map((p) => ({ id: p.id, templateId: row.id, field: p.field, fieldName: p.fieldName }));

function toInfo(row: TemplateWithCreator): MessageTemplateInfo {
  return {
    ...toListItem(row),
    title: row.title,
    content: row.content,
    templateCode: row.templateCode,
    wxSkip: row.wxSkip,
    xcxAppId: row.xcxAppId,
    templateParamList: paramsOf(row),
    smsFieldList: row.smsFields.map((f) => ({ ...f, templateId: row.id, fieldId: f.id })),
  };
}

async function pageOfTemplates(ctx: AppContext, query: MessageTemplateListQuery, onlyEnabled: boolean) {
  const { rows, total } = await findTemplatesPage(ctx.db, {
    keyword: query.keyword,
    templateType: query.templateType,
    messageType: query.messageType,
    messageSource: query.messageSource,
    enabledMark: onlyEnabled ? 1 : query.enabledMark === undefined ? undefined : Number(query.enabledMark),
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { rows, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
}

export async function listMessageTemplates(ctx: AppContext, query: MessageTemplateListQuery) {
  const { rows, pagination } = await pageOfTemplates(ctx, query, false);
  return { list: rows.map(toListItem), pagination };
}

/** The send configuration's picker: enabled templates, each with its parameters. */
export async function selectMessageTemplates(ctx: AppContext, query: MessageTemplateListQuery) {
  const { rows, pagination } = await pageOfTemplates(ctx, query, true);
  return { list: rows.map((row) => ({ ...toListItem(row), templateParamList: paramsOf(row) })), pagination };
}

async function readTemplate(ctx: AppContext, id: string) {
  const row = await findTemplate(ctx.db, id);
  if (!row) throw notFound('messageTemplate.notFound');
  return row;
}

export async function getMessageTemplate(ctx: AppContext, id: string) {
  return toInfo(await readTemplate(ctx, id));
}

/** The record as the operation log keeps it, or undefined when it is gone. */
export async function loadTemplateForLog(ctx: AppContext, id: string) {
  const row = await findTemplate(ctx.db, id);
  return row ? toInfo(row) : undefined;
}

function checkParams(body: CreateMessageTemplateBody): StoredTemplateParam[] {
  const params = body.templateParamList ?? [];
  const seen = new Set<string>();
  for (const p of params) {
    if (seen.has(p.field)) throw badRequest('messageTemplate.duplicateParam', { field: p.field });
    seen.add(p.field);
  }
  for (const field of [...placeholdersOf(body.title), ...placeholdersOf(body.content)]) {
    if (!field.startsWith('@') && !seen.has(field))
      throw badRequest('messageTemplate.undeclaredParam', { field });
  }
  return params.map((p) => ({ id: p.id || newId(), field: p.field, fieldName: p.fieldName }));
}

function checkSmsFields(body: CreateMessageTemplateBody): StoredSmsField[] {
  if (!PROVIDER_TEMPLATES.has(body.messageType)) return [];
  const fields = body.smsFieldList ?? [];
  const seen = new Set<string>();
  for (const f of fields) {
    if (seen.has(f.smsField)) throw badRequest('messageTemplate.duplicateParam', { field: f.smsField });
    seen.add(f.smsField);
  }
  if (body.messageType === OFFICIAL_ACCOUNT && fields.filter((f) => f.isTitle === 1).length !== 1)
    throw badRequest('messageTemplate.oneTitleField');
  return fields.map((f) => ({
    id: f.id || newId(),
    smsField: f.smsField,
    field: f.field ?? null,
    isTitle: f.isTitle ?? 0,
  }));
}

/** The stored columns of a checked form (what the type does not use is dropped). */
async function columnsOf(ctx: AppContext, body: CreateMessageTemplateBody, id?: string) {
  if (await isTemplateCodeTaken(ctx.db, body.enCode, id)) throw badRequest('accountConfig.codeTaken');
  if (body.enCode.toUpperCase().includes('MBXT')) throw badRequest('messageTemplate.systemCode');
  const isProvider = PROVIDER_TEMPLATES.has(body.messageType);
  if (isProvider && !body.templateCode) throw badRequest('messageTemplate.templateCodeRequired');
  if (!isProvider && !body.title) throw badRequest('messageTemplate.titleRequired');
  const hasContent = !isProvider && body.messageType !== '1';
  if (hasContent && !body.content) throw badRequest('messageTemplate.contentRequired');
  const content = !hasContent
    ? null
    : body.messageType === MAIL
      ? sanitizeRichText(body.content)
      : body.content;
  return {
    fullName: body.fullName,
    enCode: body.enCode,
    title: isProvider ? null : (body.title ?? null),
    content: content ?? null,
    templateCode: isProvider ? (body.templateCode ?? null) : null,
    wxSkip: body.messageType === OFFICIAL_ACCOUNT && body.wxSkip != null ? String(body.wxSkip) : null,
    xcxAppId: body.messageType === OFFICIAL_ACCOUNT ? (body.xcxAppId ?? null) : null,
    params: checkParams(body),
    smsFields: checkSmsFields(body),
    description: body.description ?? null,
    sortCode: body.sortCode ?? 0,
    enabledMark: body.enabledMark ?? 1,
  };
}

export async function createMessageTemplate(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateMessageTemplateBody,
) {
  const id = newId();
  await ctx.db.insert(messageTemplates).values({
    id,
    templateType: '0',
    messageSource: body.messageSource,
    messageType: body.messageType,
    createdBy: caller.userId,
    ...(await columnsOf(ctx, body)),
  });
  return id;
}

export async function updateMessageTemplate(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: CreateMessageTemplateBody,
) {
  const row = await readTemplate(ctx, id);
  if (body.messageSource !== row.messageSource || body.messageType !== row.messageType)
    throw badRequest('messageTemplate.kindChanged');
  const columns = await columnsOf(ctx, body, id);
  if (columns.enabledMark === 0 && row.enabledMark !== 0 && (await isTemplateBound(ctx.db, id)))
    throw badRequest('messageTemplate.inUseDisable');
  await ctx.db
    .update(messageTemplates)
    .set({ ...columns, updatedAt: new Date(), updatedBy: caller.userId })
    .where(eq(messageTemplates.id, id));
}

export async function removeMessageTemplate(ctx: AppContext, id: string) {
  await readTemplate(ctx, id);
  if (await isTemplateBound(ctx.db, id)) throw badRequest('messageTemplate.inUse');
  await ctx.db.delete(messageTemplates).where(eq(messageTemplates.id, id));
}

export async function toggleMessageTemplateState(ctx: AppContext, caller: SessionUser, id: string) {
  const row = await readTemplate(ctx, id);
  const enabledMark = row.enabledMark === 1 ? 0 : 1;
  if (enabledMark === 0 && (await isTemplateBound(ctx.db, id)))
    throw badRequest('messageTemplate.inUseDisable');
  await ctx.db
    .update(messageTemplates)
    .set({ enabledMark, updatedAt: new Date(), updatedBy: caller.userId })
    .where(eq(messageTemplates.id, id));
  return { enabledMark };
}

/** A copy's name and code (`.副本xxxxx`, `xxxxx`); a copy past 50 characters is refused, as the original does. */
export function copyNamesWithinLimit(row: { fullName: string; enCode: string }) {
  const names = copyNames(row);
  if (names.fullName.length > 50 || names.enCode.length > 50) throw badRequest('accountConfig.copyTooLong');
  return names;
}

/** POST /copy/{id}: a disabled custom copy. */
export async function copyMessageTemplate(ctx: AppContext, caller: SessionUser, id: string) {
  const row = await readTemplate(ctx, id);
  const { id: _id, creatorName: _c, createdAt: _a, updatedAt: _u, updatedBy: _b, ...copied } = row;
  const copyId = newId();
  await ctx.db.insert(messageTemplates).values({
    ...copied,
    ...copyNamesWithinLimit(row),
    id: copyId,
    templateType: '0',
    enabledMark: 0,
    createdBy: caller.userId,
  });
  return copyId;
}

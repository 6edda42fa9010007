import {
  type CreateSendConfigBody,
  MESSAGE_SEND_TYPE_NAMES,
  type MessageSendType,
  type SendConfigInfo,
  type SendConfigListItem,
  type SendConfigListQuery,
} from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { sendConfigs, sendConfigTemplates } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { findTemplatesByIds } from '../message-template/message-template.repository.ts';
import { copyNamesWithinLimit, recordTrail } from '../message-template/message-template.service.ts';
import {
  type BindingWithNames,
  findAccountTypes,
  findBindings,
  findSendConfig,
  findSendConfigsPage,
  isAccountBound,
  isSendConfigCodeTaken,
  type SendConfigWithCreator,
} from './send-config.repository.ts';

/*
 * 消息中心 › 发送配置. Each binding names a message type, a template of that type and of the
 * configuration's source, and (except for 站内信) an account of that type. Saving replaces the
 * bindings in the same transaction as the configuration.
 */

const STATION = '1';
export const typeName = (type: string) => MESSAGE_SEND_TYPE_NAMES[type as MessageSendType] ?? type;

function toRow(row: SendConfigWithCreator) {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    templateType: row.templateType,
    messageSource: row.messageSource,
    ...recordTrail(row),
  };
}

const toBindingInfo = (b: BindingWithNames) => ({
  id: b.row.id,
  sendConfigId: b.row.sendConfigId,
  messageType: b.row.messageType,
  templateId: b.row.templateId,
  accountConfigId: b.row.accountConfigId,
  templateName: b.templateName,
  templateCode: b.templateCode,
  accountName: b.accountName,
  accountCode: b.accountCode,
  enabledMark: b.row.enabledMark,
  sortCode: b.row.sortCode,
  description: b.row.description,
});

export async function listSendConfigs(ctx: AppContext, query: SendConfigListQuery) {
  const { rows, total } = await findSendConfigsPage(ctx.db, {
    keyword: query.keyword,
    templateType: query.templateType,
    messageSource: query.messageSource,
    enabledMark: query.enabledMark === undefined ? undefined : Number(query.enabledMark),
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const bindings = await findBindings(
    ctx.db,
    rows.map((r) => r.id),
  );
  const list = rows.map((row): SendConfigListItem => {
    const types = [
      ...new Set(bindings.filter((b) => b.row.sendConfigId === row.id).map((b) => b.row.messageType)),
    ];
    return { ...toRow(row), messageType: types.map((type) => ({ fullName: typeName(type), type })) };
  });
  return { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
}

/** A binding as the test screen and the flow picker show it: the type's name and the template's parameters. */
export const toTestRow = (b: BindingWithNames) => ({
  id: b.row.id,
  sendConfigId: b.row.sendConfigId,
  messageType: typeName(b.row.messageType),
  templateId: b.row.templateId,
  accountConfigId: b.row.accountConfigId,
  msgTemplateName: b.templateName,
  paramJson: (b.templateParams ?? []).map((p) => ({
    id: p.id,
    templateId: b.row.templateId,
    field: p.field,
    fieldName: p.fieldName,
  })),
  toUser: [],
});

/** The flow designer's picker: enabled custom configurations unless asked otherwise, enabled rows only. */
export async function pickSendConfigs(ctx: AppContext, query: SendConfigListQuery) {
  const { rows, total } = await findSendConfigsPage(ctx.db, {
    keyword: query.keyword,
    templateType: query.templateType ?? '0',
    messageSource: query.messageSource,
    enabledMark: Number(query.enabledMark ?? 1),
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const bindings = (
    await findBindings(
      ctx.db,
      rows.map((r) => r.id),
    )
  ).filter((b) => b.row.enabledMark === 1);
  const list = rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    templateJson: bindings.filter((b) => b.row.sendConfigId === row.id).map(toTestRow),
  }));
  return { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total } };
}

export async function readSendConfig(ctx: AppContext, id: string) {
  const row = await findSendConfig(ctx.db, id);
  if (!row) throw notFound('sendConfig.notFound');
  return row;
}

async function toInfo(ctx: AppContext, row: SendConfigWithCreator): Promise<SendConfigInfo> {
  const bindings = await findBindings(ctx.db, [row.id]);
  return { ...toRow(row), sendConfigTemplateList: bindings.map(toBindingInfo) };
}

export async function getSendConfig(ctx: AppContext, id: string) {
  return toInfo(ctx, await readSendConfig(ctx, id));
}

export async function loadSendConfigForLog(ctx: AppContext, id: string) {
  const row = await findSendConfig(ctx.db, id);
  return row ? toInfo(ctx, row) : undefined;
}

/** Refuses a binding whose template or account does not exist or does not match its type and source. */
async function checkBindings(ctx: AppContext, body: CreateSendConfigBody) {
  const rows = body.sendConfigTemplateList ?? [];
  const templates = new Map(
    (
      await findTemplatesByIds(
        ctx.db,
        rows.map((r) => r.templateId),
      )
    ).map((t) => [t.id, t]),
  );
  const accountIds = rows.flatMap((r) => (r.accountConfigId ? [r.accountConfigId] : []));
  const accounts = new Map((await findAccountTypes(ctx.db, accountIds)).map((a) => [a.id, a.type]));
  rows.forEach((r, index) => {
    const template = templates.get(r.templateId);
    const row = index + 1;
    if (template?.messageType !== r.messageType || template.messageSource !== body.messageSource)
      throw badRequest('sendConfig.badTemplate', { row });
    if (r.messageType === STATION) return;
    if (!r.accountConfigId || accounts.get(r.accountConfigId) !== r.messageType)
      throw badRequest('sendConfig.badAccount', { row });
  });
  return rows;
}

async function checkCode(ctx: AppContext, enCode: string, id?: string) {
  if (await isSendConfigCodeTaken(ctx.db, enCode, id)) throw badRequest('accountConfig.codeTaken');
  if (enCode.toUpperCase().includes('MBXT')) throw badRequest('messageTemplate.systemCode');
}

interface BindingInput {
  messageType: string;
  templateId: string;
  accountConfigId?: string | null;
  description?: string | null;
  sortCode?: number;
  enabledMark?: number;
}

async function insertBindings(db: Db, configId: string, userId: string, rows: readonly BindingInput[]) {
  if (rows.length === 0) return;
  await db.insert(sendConfigTemplates).values(
    rows.map((r, index) => ({
      id: newId(),
      sendConfigId: configId,
      messageType: r.messageType,
      templateId: r.templateId,
      accountConfigId: r.messageType === STATION ? null : (r.accountConfigId ?? null),
      description: r.description ?? null,
      sortCode: r.sortCode ?? index,
      enabledMark: r.enabledMark ?? 1,
      createdBy: userId,
    })),
  );
}

const columnsOf = (body: CreateSendConfigBody) => ({
  fullName: body.fullName,
  enCode: body.enCode,
  description: body.description ?? null,
  sortCode: body.sortCode ?? 0,
  enabledMark: body.enabledMark ?? 1,
});

export async function createSendConfig(ctx: AppContext, caller: SessionUser, body: CreateSendConfigBody) {
  await checkCode(ctx, body.enCode);
  const rows = await checkBindings(ctx, body);
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sendConfigs).values({
      id,
      templateType: '0',
      messageSource: body.messageSource,
      createdBy: caller.userId,
      ...columnsOf(body),
    });
    await insertBindings(tx, id, caller.userId, rows);
  });
  return id;
}

export async function updateSendConfig(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: CreateSendConfigBody,
) {
  await readSendConfig(ctx, id);
  await checkCode(ctx, body.enCode, id);
  const rows = await checkBindings(ctx, body);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sendConfigs)
      .set({
        ...columnsOf(body),
        messageSource: body.messageSource,
        updatedAt: new Date(),
        updatedBy: caller.userId,
      })
      .where(eq(sendConfigs.id, id));
    await tx.delete(sendConfigTemplates).where(eq(sendConfigTemplates.sendConfigId, id));
    await insertBindings(tx, id, caller.userId, rows);
  });
}

/** Whether a send configuration sends through the account (it cannot be deleted then). */
export const isAccountInUse = (ctx: AppContext, accountId: string) => isAccountBound(ctx.db, accountId);

export async function removeSendConfig(ctx: AppContext, id: string) {
  await readSendConfig(ctx, id);
  // The bindings go with it (ON DELETE CASCADE).
  await ctx.db.delete(sendConfigs).where(eq(sendConfigs.id, id));
}

export async function toggleSendConfigState(ctx: AppContext, caller: SessionUser, id: string) {
  const row = await readSendConfig(ctx, id);
  const enabledMark = row.enabledMark === 1 ? 0 : 1;
  await ctx.db
    .update(sendConfigs)
    .set({ enabledMark, updatedAt: new Date(), updatedBy: caller.userId })
    .where(eq(sendConfigs.id, id));
  return { enabledMark };
}

/** POST /copy/{id}: a disabled custom copy with the same bindings. */
export async function copySendConfig(ctx: AppContext, caller: SessionUser, id: string) {
  const row = await readSendConfig(ctx, id);
  const bindings = await findBindings(ctx.db, [id]);
  const copyId = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sendConfigs).values({
      id: copyId,
      ...copyNamesWithinLimit(row),
      templateType: '0',
      messageSource: row.messageSource,
      description: row.description,
      sortCode: row.sortCode,
      enabledMark: 0,
      createdBy: caller.userId,
    });
    await insertBindings(
      tx,
      copyId,
      caller.userId,
      bindings.map((b) => b.row),
    );
  });
  return copyId;
}

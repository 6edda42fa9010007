import {
  type AccountConfigInfo,
  type AccountConfigListQuery,
  ButtonCode,
  type CreateAccountConfigBody,
  MenuCode,
  SECRET_MASK,
} from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { messageAccounts } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { hasPermission, permissionRefusal } from '../../permission/authority/authority.service.ts';
import { isAccountInUse } from '../send-config/send-config.service.ts';
import {
  type AccountWithCreator,
  findAccount,
  findAccountsPage,
  findMpKeys,
  isCodeTaken,
} from './account-config.repository.ts';
import { openSecret, SECRET_COLUMNS, type SecretField, secretColumn } from './account-secrets.ts';

/*
 * 消息中心 › 账号配置. Each type is its own menu (邮箱配置, 短信配置, …): a caller needs the menu of the
 * type they read or write, and its button for add, edit, delete, copy and test.
 */

const TYPE_MENUS: Record<string, string> = {
  '2': MenuCode.msgAccountMail,
  '3': MenuCode.msgAccountSms,
  '4': MenuCode.msgAccountDingTalk,
  '5': MenuCode.msgAccountWeCom,
  '6': MenuCode.msgAccountWebhook,
  '7': MenuCode.msgAccountMp,
};

/** Refuses a caller without the type's menu (and button when named). */
export async function requireTypeGrant(ctx: AppContext, caller: SessionUser, type: string, button?: string) {
  const menu = TYPE_MENUS[type] ?? MenuCode.msgAccount;
  if (!(await hasPermission(ctx, caller, menu, button))) throw await permissionRefusal(ctx, menu, button);
}

const mask = (sealed: string | null) => (sealed === null ? null : SECRET_MASK);

function toInfo(row: AccountWithCreator): AccountConfigInfo {
  const { smtpPasswordCipher, appSecretCipher, appKeyCipher, bearerCipher, passwordCipher, ...plain } = row;
  return {
    id: plain.id,
    type: plain.type,
    fullName: plain.fullName,
    enCode: plain.enCode,
    addressorName: plain.addressorName,
    smtpServer: plain.smtpServer,
    smtpPort: plain.smtpPort,
    sslLink: plain.sslLink,
    smtpUser: plain.smtpUser,
    smtpPassword: mask(smtpPasswordCipher),
    channel: plain.channel,
    smsSignature: plain.smsSignature,
    appId: plain.appId,
    appSecret: mask(appSecretCipher),
    endPoint: plain.endPoint,
    sdkAppId: plain.sdkAppId,
    appKey: mask(appKeyCipher),
    zoneName: plain.zoneName,
    zoneParam: plain.zoneParam,
    enterpriseId: plain.enterpriseId,
    agentId: plain.agentId,
    webhookType: plain.webhookType,
    webhookAddress: plain.webhookAddress,
    approveType: plain.approveType,
    bearer: mask(bearerCipher),
    userName: plain.userName,
    password: mask(passwordCipher),
    sortCode: plain.sortCode,
    enabledMark: plain.enabledMark,
    description: plain.description,
    creatorUser: plain.creatorName,
    creatorTime: plain.createdAt.getTime(),
    lastModifyTime: plain.updatedAt?.getTime() ?? null,
  };
}

export async function listAccountConfigs(
  ctx: AppContext,
  caller: SessionUser,
  query: AccountConfigListQuery,
) {
  await requireTypeGrant(ctx, caller, query.type);
  const { rows, total } = await findAccountsPage(ctx.db, {
    type: query.type,
    keyword: query.keyword,
    enabledMark: query.enabledMark,
    channel: query.channel,
    webhookType: query.webhookType,
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map(toInfo),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total },
  };
}

/** The stored row, once the caller holds its type's menu (and button). */
export async function readAccount(ctx: AppContext, caller: SessionUser, id: string, button?: string) {
  const row = await findAccount(ctx.db, id);
  if (!row) throw notFound('accountConfig.notFound');
  await requireTypeGrant(ctx, caller, row.type, button);
  return row;
}

/** The record as the operation log keeps it (secrets masked), or undefined when it is gone. */
export async function loadAccountForLog(ctx: AppContext, id: string) {
  const row = await findAccount(ctx.db, id);
  return row ? toInfo(row) : undefined;
}

export async function getAccountConfig(ctx: AppContext, caller: SessionUser, id: string) {
  return toInfo(await readAccount(ctx, caller, id));
}

/** Codes are unique per type; an official account's original id (appKey) is unique among them. */
async function checkUnique(ctx: AppContext, body: CreateAccountConfigBody, row?: AccountWithCreator) {
  if (await isCodeTaken(ctx.db, body.type, body.enCode, row?.id)) throw badRequest('accountConfig.codeTaken');
  if (body.type !== '7' || !body.appKey) return;
  const appKey = body.appKey === SECRET_MASK && row ? openSecret(ctx, row.appKeyCipher) : body.appKey;
  const others = await findMpKeys(ctx.db, row?.id);
  if (others.some((o) => openSecret(ctx, o.appKeyCipher) === appKey))
    throw badRequest('accountConfig.mpIdTaken');
}

function columnsOf(ctx: AppContext, body: CreateAccountConfigBody, row?: AccountWithCreator) {
  const secrets = Object.fromEntries(
    (Object.keys(SECRET_COLUMNS) as SecretField[]).map((field) => [
      SECRET_COLUMNS[field],
      secretColumn(ctx, body[field], row ? row[SECRET_COLUMNS[field]] : null),
    ]),
  );
  return {
    fullName: body.fullName,
    enCode: body.enCode,
    addressorName: body.addressorName ?? null,
    smtpServer: body.smtpServer ?? null,
    smtpPort: body.smtpPort ?? null,
    sslLink: body.sslLink ?? null,
    smtpUser: body.smtpUser ?? null,
    channel: body.channel ?? null,
    smsSignature: body.smsSignature ?? null,
    appId: body.appId ?? null,
    endPoint: body.endPoint ?? null,
    sdkAppId: body.sdkAppId ?? null,
    zoneName: body.zoneName ?? null,
    zoneParam: body.zoneParam ?? null,
    enterpriseId: body.enterpriseId ?? null,
    agentId: body.agentId ?? null,
    webhookType: body.webhookType ?? null,
    webhookAddress: body.webhookAddress ?? null,
    approveType: body.approveType ?? null,
    userName: body.userName ?? null,
    description: body.description ?? null,
    sortCode: body.sortCode ?? 0,
    enabledMark: body.enabledMark ?? 1,
    ...secrets,
  };
}

export async function createAccountConfig(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateAccountConfigBody,
) {
  await requireTypeGrant(ctx, caller, body.type, ButtonCode.add);
  await checkUnique(ctx, body);
  const id = newId();
  await ctx.db
    .insert(messageAccounts)
    .values({ id, type: body.type, createdBy: caller.userId, ...columnsOf(ctx, body) });
  return id;
}

export async function updateAccountConfig(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: CreateAccountConfigBody,
) {
  const row = await readAccount(ctx, caller, id, ButtonCode.edit);
  if (body.type !== row.type) throw badRequest('accountConfig.typeChanged');
  await checkUnique(ctx, body, row);
  await ctx.db
    .update(messageAccounts)
    .set({ ...columnsOf(ctx, body, row), updatedAt: new Date(), updatedBy: caller.userId })
    .where(eq(messageAccounts.id, id));
}

export async function removeAccountConfig(ctx: AppContext, caller: SessionUser, id: string) {
  await readAccount(ctx, caller, id, ButtonCode.remove);
  if (await isAccountInUse(ctx, id)) throw badRequest('sendConfig.accountInUse');
  await ctx.db.delete(messageAccounts).where(eq(messageAccounts.id, id));
}

/** POST /AccountConfig/copy/{id} (under the add button: it creates a record): disabled, name `.副本xxxxx`, code `xxxxx`-suffixed (50 characters at most). */
export async function copyAccountConfig(ctx: AppContext, caller: SessionUser, id: string) {
  const row = await readAccount(ctx, caller, id, ButtonCode.add);
  const suffix = newId().slice(-5);
  const fullName = `${row.fullName}.副本${suffix}`;
  const enCode = `${row.enCode}${suffix}`;
  if (fullName.length > 50 || enCode.length > 50) throw badRequest('accountConfig.copyTooLong');
  const { id: _id, creatorName: _c, createdAt: _a, updatedAt: _u, updatedBy: _b, ...copied } = row;
  const appKeyCipher =
    row.type === '7' && row.appKeyCipher !== null
      ? secretColumn(ctx, `${openSecret(ctx, row.appKeyCipher)}副本${suffix}`, null)
      : row.appKeyCipher;
  const newIdValue = newId();
  await ctx.db.insert(messageAccounts).values({
    ...copied,
    id: newIdValue,
    fullName,
    enCode,
    appKeyCipher,
    enabledMark: 0,
    createdBy: caller.userId,
  });
  return newIdValue;
}

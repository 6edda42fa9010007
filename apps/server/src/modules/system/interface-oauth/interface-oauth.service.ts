import {
  type CreateInterfaceOauthBody,
  type InterfaceOauthCreated,
  type InterfaceOauthInfo,
  type InterfaceOauthInterface,
  type InterfaceOauthListQuery,
  interfaceOauthCallPath,
  type SaveInterfaceOauthListBody,
  type UpdateInterfaceOauthBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { interfaceOauths } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import { findUser } from '../../permission/users/users.repository.ts';
import {
  findExistingInterfaceIds,
  findGrantedInterfaces,
  findInterfaceOauth,
  findInterfaceOauthPage,
  findUserLabels,
  hasInterfaceOauthAppId,
  type InterfaceOauthRow,
  replaceInterfaceGrants,
} from './interface-oauth.repository.ts';
import { interfaceOauthMenuGrants } from './interface-oauth-grants.service.ts';
import { newAppId, newAppSecret, sealAppSecret } from './interface-oauth-secret.ts';

/*
 * 接口认证 (interface apps). The secret is sealed before it is stored and never answered again: the
 * dialog gets a fresh one from GET /getAppSecret, or the create answer carries the one the server made.
 * Every outside call is signed (the original's "verify signature" switch is always on).
 */

export const interfaceOauthRecords = recordKit<InterfaceOauthRow, MenuReadAccess>({
  table: interfaceOauths,
  find: findInterfaceOauth,
  grants: interfaceOauthMenuGrants,
  notFound: 'interfaceOauth.notFound',
  unique: {
    column: interfaceOauths.appName,
    field: 'appName',
    message: 'interfaceOauth.nameExists',
    param: 'name',
  },
  editable: ['appId', 'appName', 'userId', 'whiteList', 'sortCode', 'enabledMark', 'description'],
});

const toInterface = (row: { id: string; fullName: string; enCode: string; dataType: number }) => ({
  id: row.id,
  fullName: row.fullName,
  enCode: row.enCode,
  dataType: row.dataType,
  url: interfaceOauthCallPath(row.id),
});

async function toInfos(ctx: AppContext, rows: InterfaceOauthRow[]): Promise<Required<InterfaceOauthInfo>[]> {
  const userIds = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const [labels, granted] = await Promise.all([
    findUserLabels(ctx.db, userIds),
    findGrantedInterfaces(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const list = granted.filter((g) => g.oauthId === row.id).map(toInterface);
    return {
      id: row.id,
      appId: row.appId,
      appName: row.appName,
      verifySignature: 1,
      usefulLife: row.usefulLife?.getTime() ?? null,
      whiteList: row.whiteList,
      userId: row.userId,
      userName: row.userId ? (labels.get(row.userId) ?? null) : null,
      dataInterfaceIds: list.map((i) => i.id).join(','),
      sortCode: row.sortCode,
      enabledMark: row.enabledMark,
      description: row.description,
      creatorUser: row.creatorName,
      creatorTime: row.createdAt.getTime(),
      lastModifyTime: row.updatedAt?.getTime() ?? null,
      list,
    };
  });
}

async function requireUser(ctx: AppContext, userId: string | null | undefined): Promise<void> {
  if (userId && !(await findUser(ctx.db, userId))) throw badRequest('interfaceOauth.userNotFound');
}

async function requireFreeAppId(ctx: AppContext, appId: string | undefined, exceptId?: string) {
  if (appId && (await hasInterfaceOauthAppId(ctx.db, appId, exceptId)))
    throw badRequest('interfaceOauth.appIdExists', { appId });
}

const usefulLifeOf = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export function listInterfaceOauths(ctx: AppContext, caller: SessionUser, query: InterfaceOauthListQuery) {
  return interfaceOauthRecords.page(
    ctx,
    caller,
    query,
    (filter) =>
      findInterfaceOauthPage(ctx.db, { keyword: query.keyword, enabledMark: query.enabledMark, ...filter }),
    async (rows) => (await toInfos(ctx, rows)).map(({ list: _list, ...info }) => info),
  );
}

export function getInterfaceOauth(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
): Promise<InterfaceOauthInfo> {
  return interfaceOauthRecords.read(ctx, caller, id, async (row) => (await toInfos(ctx, [row]))[0]!);
}

export async function createInterfaceOauth(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateInterfaceOauthBody,
): Promise<InterfaceOauthCreated> {
  const appId = body.appId ?? newAppId();
  const secret = body.appSecret ?? newAppSecret();
  const id = await interfaceOauthRecords.create(
    ctx,
    caller,
    body,
    {
      appId,
      appName: body.appName,
      secretCipher: sealAppSecret(ctx, secret),
      userId: body.userId ?? null,
      usefulLife: usefulLifeOf(body.usefulLife) ?? null,
      whiteList: body.whiteList ?? null,
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
      description: body.description ?? null,
    },
    {
      check: async () => {
        await requireFreeAppId(ctx, appId);
        await requireUser(ctx, body.userId);
      },
    },
  );
  return { id, appId, ...(body.appSecret ? {} : { appSecret: secret }) };
}

export async function updateInterfaceOauth(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateInterfaceOauthBody,
): Promise<void> {
  await interfaceOauthRecords.update(ctx, caller, id, body, {
    check: async () => {
      await requireFreeAppId(ctx, body.appId, id);
      await requireUser(ctx, body.userId);
    },
    // A secret sent replaces the stored one; none keeps it.
    extra: () => ({
      ...(body.appSecret ? { secretCipher: sealAppSecret(ctx, body.appSecret) } : {}),
      ...(body.usefulLife === undefined ? {} : { usefulLife: usefulLifeOf(body.usefulLife) }),
    }),
  });
}

export function removeInterfaceOauth(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return interfaceOauthRecords.remove(ctx, caller, id);
}

/** GET /getAppSecret: a fresh secret for the dialog. */
export const createAppSecret = (): string => newAppSecret();

/** POST /saveInterfaceList: the interfaces the app may call, replacing the previous ones. */
export async function saveInterfaceOauthList(
  ctx: AppContext,
  caller: SessionUser,
  body: SaveInterfaceOauthListBody,
): Promise<void> {
  const ids = [...new Set(body.dataInterfaceIds)];
  await interfaceOauthRecords.update(
    ctx,
    caller,
    body.interfaceIdentId,
    {},
    {
      check: async () => {
        const existing = await findExistingInterfaceIds(ctx.db, ids);
        const missing = ids.find((i) => !existing.has(i));
        if (missing) throw badRequest('interfaceOauth.interfaceNotFound', { id: missing });
      },
      within: (tx) => replaceInterfaceGrants(tx, body.interfaceIdentId, ids),
    },
  );
}

/** GET /getInterfaceList/{id}: the interfaces the app may call. */
export async function listInterfaceOauthInterfaces(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
): Promise<{ list: InterfaceOauthInterface[] }> {
  await interfaceOauthRecords.require(ctx, caller, id);
  return { list: (await findGrantedInterfaces(ctx.db, [id])).map(toInterface) };
}

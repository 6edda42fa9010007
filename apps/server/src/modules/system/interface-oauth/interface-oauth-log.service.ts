import type { InterfaceOauthLog, InterfaceOauthLogQuery } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { interfaceOauthRecords } from './interface-oauth.service.ts';
import { findInterfaceOauthLogPage } from './interface-oauth-log.repository.ts';

/** GET /dataInterfaceLog/{id}: the app's outside calls, newest first, refused ones with their reason. */
export async function listInterfaceOauthLogs(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  query: InterfaceOauthLogQuery,
) {
  const { row: app } = await interfaceOauthRecords.require(ctx, caller, id);
  const { rows, total } = await findInterfaceOauthLogPage(ctx.db, {
    oauthId: id,
    keyword: query.keyword,
    from: query.startTime === undefined ? undefined : new Date(query.startTime),
    to: query.endTime === undefined ? undefined : new Date(query.endTime),
    ...pageWindow(query),
  });
  const list: InterfaceOauthLog[] = rows.map(({ log, fullName, enCode, realName, account }) => ({
    id: log.id,
    invokId: log.interfaceId,
    fullName,
    enCode,
    invokTime: log.invokTime.getTime(),
    userId: realName === null ? log.userId : `${realName}/${account}`,
    invokIp: log.invokIp,
    invokDevice: log.invokDevice,
    invokType: log.invokType,
    invokWasteTime: log.invokWasteTime,
    oauthAppId: app.appId,
    isOk: log.isOk,
    errorText: log.errorText,
  }));
  return pageOf(list, total, query);
}

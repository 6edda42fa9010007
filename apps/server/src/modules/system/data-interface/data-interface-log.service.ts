import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import type { PageQuery } from '../../../shared/record-kit/page-of.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { dataInterfaceRecords } from './data-interface.service.ts';
import { findDataInterfaceLogPage } from './data-interface-log.repository.ts';

/** GET /DataInterfaceLog/{id}: an interface's calls, newest first; the caller shown as "name/account". */
export async function listDataInterfaceLogs(
  ctx: AppContext,
  caller: SessionUser,
  interfaceId: string,
  query: PageQuery & { keyword?: string },
) {
  await dataInterfaceRecords.require(ctx, caller, interfaceId);
  const { rows, total } = await findDataInterfaceLogPage(ctx.db, {
    interfaceId,
    keyword: query.keyword,
    ...pageWindow(query),
  });
  const list = rows.map(({ log, realName, account }) => ({
    id: log.id,
    invokTime: log.invokTime.getTime(),
    userId: realName ? `${realName}/${account}` : log.userId,
    invokIp: log.invokIp,
    invokDevice: log.invokDevice,
    invokType: log.invokType,
    invokWasteTime: log.invokWasteTime,
    isOk: log.isOk,
    errorText: log.errorText,
  }));
  return pageOf(list, total, query);
}

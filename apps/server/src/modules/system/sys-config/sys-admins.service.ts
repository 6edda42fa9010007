import type { SetSysAdminListBody, SysAdmin } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, forbidden } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { bumpPermissionVersion } from '../../permission/authority/permission-cache.ts';
import { findAdminCandidates, findAdministrators, replaceAdministrators } from './sys-admins.repository.ts';

/** The seeded administrator account always stays one, so the product keeps a way in. */
export const PERMANENT_ADMIN_ACCOUNT = 'admin';

type AdminRow = Awaited<ReturnType<typeof findAdministrators>>[number];

const toWire = (row: AdminRow): SysAdmin => ({
  id: row.id,
  account: row.account,
  realName: row.realName,
  fullName: `${row.realName}/${row.account}`,
  headIcon: row.headIcon ?? '',
  enabledMark: row.enabledMark,
});

/** GET /system/SysConfig/getAdminList. */
export async function listSysAdmins(ctx: AppContext): Promise<SysAdmin[]> {
  return (await findAdministrators(ctx.db)).map(toWire);
}

/**
 * PUT /system/SysConfig/setAdminList: the chosen enabled users become the super administrators and
 * every other administrator stops being one. Only an administrator may do it (the menu's edit button
 * alone would let someone make themselves one), and the permanent account cannot be left out.
 */
export async function setSysAdmins(ctx: AppContext, caller: SessionUser, body: SetSysAdminListBody) {
  if (!caller.isAdministrator) throw forbidden('sysConfig.adminsOnlyByAdmin');
  const ids = [...new Set(body.adminIds)];
  const found = await findAdminCandidates(ctx.db, ids);
  const isEveryoneEnabled = found.length === ids.length && found.every((row) => row.enabledMark === 1);
  if (!isEveryoneEnabled) throw badRequest('sysConfig.adminUserNotFound');
  const current = await findAdministrators(ctx.db);
  const permanent = current.find((row) => row.account === PERMANENT_ADMIN_ACCOUNT);
  if (permanent && !ids.includes(permanent.id)) {
    throw badRequest('sysConfig.adminMustStay', { account: PERMANENT_ADMIN_ACCOUNT });
  }
  await ctx.db.transaction((tx) => replaceAdministrators(tx, ids, caller.userId, ctx.now()));
  await bumpPermissionVersion(ctx);
}

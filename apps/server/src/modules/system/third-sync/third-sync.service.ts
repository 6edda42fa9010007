import type { SysConfig, ThirdSyncTotal } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { probeAccessToken } from '../sys-config/access-token-probe.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import { ThirdUnreachableError } from './third-api.ts';
import { countSyncTotals, type SyncDataType, type ThirdType } from './third-sync.repository.ts';
import { withSyncClaim } from './third-sync-claim.ts';
import { pushOrganizations, pushUsers } from './third-sync-push.ts';
import { type ThirdTarget, thirdTargets } from './third-targets.ts';

/*
 * Directory sync (系统配置 → 第三方设置): pushes the organizations, parents first, then the users to
 * WeCom or DingTalk. Runs only while the matching switch is saved on; a record's mapping is stored
 * after the service accepted its call, a refused record is stored as failed with the reason and the
 * rest go on. A refused token or an unreachable service stops the run with a message. One push per
 * target runs at a time, across server processes (third-sync-claim.ts).
 */

const LABEL = { '1': '组织', '2': '用户' } as const;

async function totalOf(
  ctx: AppContext,
  thirdType: ThirdType,
  dataType: SyncDataType,
): Promise<ThirdSyncTotal> {
  const n = await countSyncTotals(ctx.db, thirdType, dataType);
  return {
    synType: LABEL[dataType],
    dataType,
    recordTotal: n.total,
    synSuccessCount: n.success,
    synFailCount: n.fail,
    unSynCount: Math.max(0, n.total - n.success - n.fail),
    synDate: n.last,
  };
}

/** GET getSynThirdTotal/{type}: the organization row, then the user row. */
export async function listThirdSyncTotals(ctx: AppContext, thirdType: ThirdType): Promise<ThirdSyncTotal[]> {
  return [await totalOf(ctx, thirdType, '1'), await totalOf(ctx, thirdType, '2')];
}

async function tokenFor(ctx: AppContext, target: ThirdTarget, settings: SysConfig): Promise<string> {
  const probe = await probeAccessToken(target.tokenUrl(ctx.config, settings));
  if (probe.isOk) return probe.token;
  if (probe.code === 'unreachable') throw badRequest('thirdSync.unreachable');
  throw badRequest('thirdSync.tokenRefused', { code: probe.code, reason: probe.reason });
}

async function runSync(
  ctx: AppContext,
  thirdType: ThirdType,
  dataType: SyncDataType,
  direction: '0' | '1' | undefined,
): Promise<ThirdSyncTotal> {
  if (direction === '1') throw badRequest('thirdSync.pullUnsupported');
  const settings = await getSysConfig(ctx);
  const target = thirdTargets[thirdType];
  if (dataType === '1' && !target.isOrganizeOn(settings)) throw badRequest('thirdSync.organizeOff');
  if (dataType === '2' && !target.isUserOn(settings)) throw badRequest('thirdSync.userOff');
  return withSyncClaim(ctx, thirdType, async () => {
    const token = await tokenFor(ctx, target, settings);
    const run = { ctx, thirdType, target, token };
    try {
      await (dataType === '1' ? pushOrganizations(run) : pushUsers(run));
    } catch (error) {
      if (error instanceof ThirdUnreachableError) throw badRequest('thirdSync.unreachable');
      throw error;
    }
    return totalOf(ctx, thirdType, dataType);
  });
}

export const syncOrganizations = (ctx: AppContext, thirdType: ThirdType, direction?: '0' | '1') =>
  runSync(ctx, thirdType, '1', direction);

export const syncUsers = (ctx: AppContext, thirdType: ThirdType, direction?: '0' | '1') =>
  runSync(ctx, thirdType, '2', direction);

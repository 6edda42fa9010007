import { formatMessage, type MessageKey } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import {
  findOrganizationsToSync,
  findThirdIds,
  findUsersToSync,
  type SyncDataType,
  type ThirdType,
  upsertSyncRecord,
} from './third-sync.repository.ts';
import { ROOT_DEPARTMENT, type SaveAnswer, type ThirdTarget } from './third-targets.ts';

export interface SyncRun {
  ctx: AppContext;
  thirdType: ThirdType;
  target: ThirdTarget;
  token: string;
}

/** The reason a record failed, stored in the default language. */
const reasonText = (key: MessageKey, params?: Record<string, string | number>) =>
  formatMessage(key, undefined, params);

/** Stores what the call gave: the new mapping on success, the reason (and the old mapping) otherwise. */
async function record(run: SyncRun, dataType: SyncDataType, sysObjId: string, answer: SaveAnswer | string) {
  const isSuccess = typeof answer !== 'string' && answer.isOk;
  await upsertSyncRecord(run.ctx.db, {
    thirdType: run.thirdType,
    dataType,
    sysObjId,
    thirdObjId: typeof answer !== 'string' && answer.isOk ? answer.thirdId : null,
    isSuccess,
    errorText:
      typeof answer === 'string'
        ? answer
        : answer.isOk
          ? null
          : reasonText('thirdSync.recordRefused', { code: answer.code, reason: answer.reason }),
    at: new Date(),
  });
  return typeof answer !== 'string' && answer.isOk ? answer.thirdId : null;
}

/** Organizations as departments, each after its parent; a child of a failed parent fails too. */
export async function pushOrganizations(run: SyncRun): Promise<void> {
  const rows = await findOrganizationsToSync(run.ctx.db);
  const depth = (idPath: string) => idPath.split(',').length;
  rows.sort((a, b) => depth(a.idPath) - depth(b.idPath));
  const known = await findThirdIds(run.ctx.db, run.thirdType, '1');
  const synced = new Map<string, string>();
  for (const org of rows) {
    const parentThirdId = org.parentId === '-1' ? ROOT_DEPARTMENT : synced.get(org.parentId);
    if (!parentThirdId) {
      await record(run, '1', org.id, reasonText('thirdSync.parentNotSynced'));
      continue;
    }
    const answer = await run.target.saveDepartment(run.ctx.config, run.token, {
      name: org.fullName,
      parentThirdId,
      order: org.sortCode,
      thirdId: known.get(org.id) ?? null,
    });
    const thirdId = await record(run, '1', org.id, answer);
    if (thirdId) synced.set(org.id, thirdId);
  }
}

/** Users as members of their organization's department, which must have been synced. */
export async function pushUsers(run: SyncRun): Promise<void> {
  const departments = await findThirdIds(run.ctx.db, run.thirdType, '1');
  const known = await findThirdIds(run.ctx.db, run.thirdType, '2');
  for (const user of await findUsersToSync(run.ctx.db)) {
    const department = user.organizeId ? departments.get(user.organizeId) : undefined;
    if (!department) {
      await record(run, '2', user.id, reasonText('thirdSync.departmentNotSynced'));
      continue;
    }
    const answer = await run.target.saveUser(run.ctx.config, run.token, {
      userId: known.get(user.id) ?? user.id,
      name: user.realName,
      mobile: user.mobilePhone,
      email: user.email,
      departmentThirdIds: [department],
      isUpdate: known.has(user.id),
    });
    await record(run, '2', user.id, answer);
  }
}

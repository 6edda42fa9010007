import type {
  DataInterfaceVariate,
  DataInterfaceVariateBody,
  DataInterfaceVariateNode,
  ExportedFile,
  UpdateDataInterfaceVariateBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { findDataInterfaceNames } from './data-interface.repository.ts';
import { dataInterfaceRecords } from './data-interface.service.ts';
import { saveJsonExport } from './data-interface-bd.service.ts';
import { copySuffix } from './data-interface-options.service.ts';
import {
  type DataInterfaceVariateRow,
  deleteVariate,
  findAllVariates,
  findVariate,
  findVariatesOf,
  hasVariateNamed,
  insertVariate,
  updateVariateRow,
} from './data-interface-variate.repository.ts';

/*
 * 接口变量: `{@name}` in an interface's SQL is bound to the variable's value. Names are unique within
 * their interface and hold no @. The original computed a value with a JavaScript expression; here a
 * variable holds its value itself and a non-empty expression is refused.
 */

function toVariate(row: DataInterfaceVariateRow, creator?: string | null): DataInterfaceVariate {
  return {
    id: row.id,
    interfaceId: row.interfaceId,
    fullName: row.fullName,
    value: row.value,
    expression: row.expression,
    creatorTime: row.createdAt.getTime(),
    creatorUser: creator ?? null,
    lastModifyTime: row.updatedAt?.getTime() ?? null,
  };
}

async function requireVariate(ctx: AppContext, caller: SessionUser, id: string) {
  const row = await findVariate(ctx.db, id);
  if (!row) throw notFound('dataInterfaceVariate.notFound');
  await dataInterfaceRecords.require(ctx, caller, row.interfaceId);
  return row;
}

async function checkVariate(
  ctx: AppContext,
  interfaceId: string,
  body: UpdateDataInterfaceVariateBody,
  id?: string,
) {
  if (body.expression?.trim()) throw badRequest('dataInterfaceVariate.expressionRefused');
  if (body.fullName !== undefined && (await hasVariateNamed(ctx.db, interfaceId, body.fullName, id))) {
    throw badRequest('dataInterfaceVariate.nameTaken');
  }
}

/** GET /DataInterfaceVariate/{interfaceId}. */
export async function listVariates(
  ctx: AppContext,
  caller: SessionUser,
  interfaceId: string,
  keyword?: string,
) {
  await dataInterfaceRecords.require(ctx, caller, interfaceId);
  const rows = await findVariatesOf(ctx.db, interfaceId, keyword);
  return {
    list: rows.map(({ variate, realName, account }) =>
      toVariate(variate, realName ? `${realName}/${account}` : null),
    ),
  };
}

/** GET /DataInterfaceVariate/Selector: the interfaces that have variables, each with its variables. */
export async function listVariateTree(ctx: AppContext): Promise<DataInterfaceVariateNode[]> {
  const variates = await findAllVariates(ctx.db);
  const interfaces = await findDataInterfaceNames(ctx.db, [...new Set(variates.map((v) => v.interfaceId))]);
  return interfaces.map((iface) => ({
    id: iface.id,
    fullName: iface.fullName,
    parentId: '-1',
    type: 0,
    children: variates
      .filter((v) => v.interfaceId === iface.id)
      .map((v) => ({ id: v.id, fullName: v.fullName, parentId: iface.id, type: 1 })),
  }));
}

export async function getVariate(ctx: AppContext, caller: SessionUser, id: string) {
  return toVariate(await requireVariate(ctx, caller, id));
}

export async function createVariate(ctx: AppContext, caller: SessionUser, body: DataInterfaceVariateBody) {
  await dataInterfaceRecords.require(ctx, caller, body.interfaceId);
  await checkVariate(ctx, body.interfaceId, body);
  const id = newId();
  await insertVariate(ctx.db, {
    id,
    interfaceId: body.interfaceId,
    fullName: body.fullName,
    value: body.value ?? null,
    expression: null,
    createdAt: ctx.now(),
    createdBy: caller.userId,
  });
  return id;
}

export async function updateVariate(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateDataInterfaceVariateBody,
) {
  const row = await requireVariate(ctx, caller, id);
  await checkVariate(ctx, row.interfaceId, body, id);
  await updateVariateRow(ctx.db, id, {
    fullName: body.fullName,
    value: body.value,
    updatedAt: ctx.now(),
    updatedBy: caller.userId,
  });
}

export async function removeVariate(ctx: AppContext, caller: SessionUser, id: string) {
  await requireVariate(ctx, caller, id);
  await deleteVariate(ctx.db, id);
}

/** POST /{id}/Actions/Copy: name `X.副本nnnnn`. */
export async function copyVariate(ctx: AppContext, caller: SessionUser, id: string) {
  const row = await requireVariate(ctx, caller, id);
  const fullName = `${row.fullName}.副本${copySuffix()}`;
  if (fullName.length > 50) throw badRequest('dataInterface.copyTooLong');
  const copyId = newId();
  await insertVariate(ctx.db, {
    ...row,
    id: copyId,
    fullName,
    createdAt: ctx.now(),
    createdBy: caller.userId,
    updatedAt: null,
    updatedBy: null,
  });
  return copyId;
}

export async function exportVariate(ctx: AppContext, caller: SessionUser, id: string): Promise<ExportedFile> {
  const row = await requireVariate(ctx, caller, id);
  const { createdAt, createdBy, updatedAt, updatedBy, ...rest } = row;
  return saveJsonExport(ctx, caller, row.fullName, '.json', {
    ...rest,
    creatorTime: createdAt.getTime(),
    creatorUserId: createdBy,
    lastModifyTime: updatedAt?.getTime() ?? null,
    lastModifyUserId: updatedBy,
  });
}

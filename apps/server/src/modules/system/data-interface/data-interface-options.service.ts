import { randomBytes } from 'node:crypto';
import type { DataInterfaceListQuery, DataInterfaceParam, DataInterfaceTreeNode } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { listDictionaryOptions } from '../dictionary/dictionary-options.service.ts';
import {
  type DataInterfaceRow,
  findDataInterface,
  findDataInterfacePage,
  findEnabledDataInterfaces,
  insertDataInterface,
} from './data-interface.repository.ts';
import { dataInterfaceRecords } from './data-interface.service.ts';
import { paramsOf } from './data-interface-fields.ts';

/*
 * What form widgets and designers of any signed-in user read of the interfaces: the picker list,
 * the category tree and an interface's parameters (enabled interfaces only, no content). And the
 * copy of an interface.
 */

/** The original's type names of the picker list. */
const TYPE_NAMES: Record<number, string> = { 1: 'SQL操作', 2: '静态数据', 3: 'API操作' };

/** The characters of a copy's suffix: five lower-case hex digits. */
export const copySuffix = () => randomBytes(3).toString('hex').slice(0, 5);

/** GET /DataInterface/getList: enabled interfaces, paged. */
export async function listDataInterfaceOptions(ctx: AppContext, query: DataInterfaceListQuery) {
  const { rows, total } = await findDataInterfacePage(ctx.db, {
    keyword: query.keyword,
    keywordKeys: ['fullName', 'enCode'],
    categoryId: query.categoryId,
    dataType: query.dataType ?? query.type,
    isEnabledOnly: true,
    ...pageWindow(query),
  });
  const list = rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    categoryId: row.categoryId,
    dataType: row.dataType,
    requestMethod: row.requestMethod,
    checkType: row.checkType,
    type: TYPE_NAMES[row.dataType] ?? '',
  }));
  return pageOf(list, total, query);
}

/** GET /DataInterface/Selector: the categories that hold enabled interfaces, each with its interfaces. */
export async function listDataInterfaceTree(ctx: AppContext): Promise<DataInterfaceTreeNode[]> {
  const [categories, interfaces] = await Promise.all([
    listDictionaryOptions(ctx, 'DataInterfaceType'),
    findEnabledDataInterfaces(ctx.db),
  ]);
  return categories.list.flatMap((category) => {
    const children = interfaces
      .filter((row) => row.categoryId === category.id)
      .map((row) => ({
        id: row.id,
        fullName: row.fullName,
        enCode: row.enCode,
        parentId: category.id,
        category: '1',
        hasChildren: false,
      }));
    if (children.length === 0) return [];
    return [
      {
        id: category.id,
        fullName: category.fullName,
        parentId: '0',
        category: '0',
        hasChildren: true,
        children,
      },
    ];
  });
}

/** The enabled interface, or a clear refusal (missing: 404; disabled: 400). */
export async function requireEnabledInterface(ctx: AppContext, id: string): Promise<DataInterfaceRow> {
  const row = await findDataInterface(ctx.db, id);
  if (!row) throw notFound('dataInterface.notFound');
  if (row.enabledMark !== 1) throw badRequest('dataInterface.disabled', { name: row.fullName });
  return row;
}

/** Whether an interface with the id exists, enabled or not (a design that names one is checked with it). */
export async function dataInterfaceExists(ctx: AppContext, id: string): Promise<boolean> {
  return (await findDataInterface(ctx.db, id)) !== undefined;
}

/** GET /DataInterface/GetParam/{id}: the typed parameters of an enabled interface. */
export async function listDataInterfaceParams(ctx: AppContext, id: string): Promise<DataInterfaceParam[]> {
  return paramsOf((await requireEnabledInterface(ctx, id)).requestParameters);
}

/** POST /{id}/Actions/Copy: name `X.副本nnnnn`, code `X.nnnnn`, disabled; the new id. */
export async function copyDataInterface(ctx: AppContext, caller: SessionUser, id: string): Promise<string> {
  const { row } = await dataInterfaceRecords.require(ctx, caller, id);
  const suffix = copySuffix();
  const fullName = `${row.fullName}.副本${suffix}`;
  const enCode = `${row.enCode}.${suffix}`;
  if (fullName.length > 50 || enCode.length > 50) throw badRequest('dataInterface.copyTooLong');
  const copyId = newId();
  await insertDataInterface(ctx.db, {
    ...row,
    id: copyId,
    fullName,
    enCode,
    enabledMark: 0,
    createdAt: ctx.now(),
    createdBy: caller.userId,
    updatedAt: null,
    updatedBy: null,
  });
  return copyId;
}

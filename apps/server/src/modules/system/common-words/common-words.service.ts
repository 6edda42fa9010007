import type {
  CommonWordsInfo,
  CommonWordsListQuery,
  CreateCommonWordsBody,
  UpdateCommonWordsBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { commonWords } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import {
  type CommonWordsRow,
  findCommonWords,
  findCommonWordsOptions,
  findCommonWordsPage,
  findSystemNames,
} from './common-words.repository.ts';
import { commonWordsGrants } from './common-words-grants.service.ts';

/*
 * 常用语 (common words). This menu keeps the system words (type 0), each offered in the chosen
 * applications (none chosen = all). The application names are read from the systems, never taken
 * from the body. Columns, form fields and rows follow the caller's grants on the menu.
 */

const commonWordsRecords = recordKit<CommonWordsRow, MenuReadAccess>({
  table: commonWords,
  find: findCommonWords,
  grants: commonWordsGrants,
  notFound: 'commonWords.notFound',
  editable: ['commonWordsText', 'systemIds', 'sortCode', 'enabledMark'],
});

async function toInfos(ctx: AppContext, rows: CommonWordsRow[]): Promise<Required<CommonWordsInfo>[]> {
  const names = await findSystemNames(ctx.db, [...new Set(rows.flatMap((r) => r.systemIds))]);
  return rows.map((row) => ({
    id: row.id,
    commonWordsText: row.commonWordsText,
    commonWordsType: row.commonWordsType,
    systemIds: row.systemIds,
    systemNames: row.systemIds.map((id) => names.get(id) ?? id).join(','),
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    creatorTime: row.createdAt.getTime(),
  }));
}

/** Refuses an application that does not exist. */
async function requireSystems(ctx: AppContext, systemIds: string[] | undefined): Promise<void> {
  if (!systemIds || systemIds.length === 0) return;
  const names = await findSystemNames(ctx.db, systemIds);
  const missing = systemIds.find((id) => !names.has(id));
  if (missing) throw badRequest('commonWords.systemNotFound', { id: missing });
}

export function listCommonWords(ctx: AppContext, caller: SessionUser, query: CommonWordsListQuery) {
  return commonWordsRecords.page(
    ctx,
    caller,
    query,
    (filter) =>
      findCommonWordsPage(ctx.db, { keyword: query.keyword, enabledMark: query.enabledMark, ...filter }),
    (rows) => toInfos(ctx, rows),
  );
}

export function getCommonWords(ctx: AppContext, caller: SessionUser, id: string): Promise<CommonWordsInfo> {
  return commonWordsRecords.read(ctx, caller, id, async (row) => (await toInfos(ctx, [row]))[0]!);
}

export function createCommonWords(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateCommonWordsBody,
): Promise<string> {
  const systemIds = [...new Set(body.systemIds ?? [])];
  return commonWordsRecords.create(
    ctx,
    caller,
    body,
    {
      commonWordsText: body.commonWordsText,
      commonWordsType: 0,
      systemIds,
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
    },
    { check: () => requireSystems(ctx, systemIds) },
  );
}

export async function updateCommonWords(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateCommonWordsBody,
): Promise<void> {
  const systemIds = body.systemIds ? [...new Set(body.systemIds)] : undefined;
  await commonWordsRecords.update(
    ctx,
    caller,
    id,
    { ...body, systemIds },
    {
      check: () => requireSystems(ctx, systemIds),
    },
  );
}

export function removeCommonWords(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return commonWordsRecords.remove(ctx, caller, id);
}

export function toggleCommonWordsState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  return commonWordsRecords.toggleState(ctx, caller, id);
}

/** GET /CommonWords/Selector: the enabled system words and the caller's own. */
export async function listCommonWordsOptions(ctx: AppContext, caller: SessionUser) {
  return { list: await findCommonWordsOptions(ctx.db, caller.userId) };
}

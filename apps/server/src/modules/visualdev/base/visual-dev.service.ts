import type {
  CreateVisualDevBody,
  Language,
  UpdateVisualDevBody,
  VisualDevInfo,
  VisualDevListQuery,
  VisualDevRow,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { visualDesigns } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { copyNames } from '../../../shared/record-kit/copy-names.ts';
import { hasOtherNamed } from '../../../shared/record-kit/named-clashes.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import { bumpPermissionVersion } from '../../permission/authority/permission-cache.ts';
import {
  findVisualDesign,
  findVisualDesignPage,
  VISUAL_DESIGN_NAMES,
  type VisualDesignListRow,
  type VisualDesignRow,
} from './visual-dev.repository.ts';
import { checkDesign, type DesignParts } from './visual-dev-design-check.ts';
import { VISUAL_DESIGN_FIELDS, visualDesignGrants } from './visual-dev-grants.service.ts';
import { deleteDesignRelease } from './visual-dev-release.repository.ts';

/*
 * 功能设计: designs of forms and lists. Code and name are unique; every save is checked against the
 * form engine and the design's tables (visual-dev-design-check.ts). An edit of a released design marks
 * it "changed since release" (state 2) until it is released again. Copies are never released.
 */

/** Lengths of name and code the copy suffix must fit in. */
const NAME_LIMITS = { fullName: 100, enCode: 50 };
export const RELEASED = 1;
export const CHANGED_SINCE_RELEASE = 2;

export const visualDesignRecords = recordKit<VisualDesignRow, MenuReadAccess>({
  table: visualDesigns,
  find: findVisualDesign,
  grants: visualDesignGrants,
  notFound: 'visualDev.notFound',
  unique: { column: visualDesigns.enCode, field: 'enCode', message: 'visualDev.codeTaken', param: 'code' },
  editable: VISUAL_DESIGN_FIELDS,
  // A removal takes the released copy with it, which the runtime keeps by the permission version.
  afterChange: async (ctx, change) => {
    if (change === 'remove') await bumpPermissionVersion(ctx);
  },
});

export function toVisualDevInfo(row: VisualDesignRow): Required<VisualDevInfo> {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    type: row.type,
    webType: row.webType,
    state: row.state,
    dbLinkId: row.dbLinkId,
    tables: row.tables,
    formData: row.formData,
    columnData: row.columnData,
    appColumnData: row.appColumnData,
    flowTemplateJson: row.flowTemplateJson,
    enableFlow: row.enableFlow,
    interfaceId: row.interfaceId,
    interfaceParam: row.interfaceParam,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorTime: row.createdAt.getTime(),
    creatorUserId: row.createdBy,
    lastModifyTime: row.updatedAt?.getTime() ?? null,
    lastModifyUserId: row.updatedBy,
  };
}

const person = (name: string | null, account: string | null) => (name ? `${name}/${account}` : '');

function toVisualDevRow(row: VisualDesignListRow): Required<VisualDevRow> {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.categoryName,
    categoryId: row.category,
    type: row.type,
    webType: row.webType,
    state: row.state,
    isRelease: row.state,
    pcIsRelease: row.pcModuleId ? 1 : 0,
    appIsRelease: row.appModuleId ? 1 : 0,
    enableFlow: row.enableFlow,
    enabledMark: row.enabledMark,
    hasPackage: row.type === 4,
    sortCode: row.sortCode,
    creatorTime: row.createdAt.getTime(),
    creatorUser: person(row.creatorName, row.creatorAccount),
    creatorUserId: row.createdBy,
    lastModifyTime: row.updatedAt?.getTime() ?? null,
    lastModifyUser: person(row.modifierName, row.modifierAccount),
    lastModifyUserId: row.updatedBy,
  };
}

async function requireFreeName(ctx: AppContext, fullName: string | undefined, exceptId?: string) {
  if (fullName !== undefined && (await hasOtherNamed(ctx.db, VISUAL_DESIGN_NAMES, fullName, exceptId))) {
    throw badRequest('visualDev.nameTaken', { name: fullName });
  }
}

/** The stored columns of a design's parts from a body (or a file), with the original's defaults. */
export function designValues(body: CreateVisualDevBody) {
  return {
    fullName: body.fullName,
    enCode: body.enCode,
    category: body.category,
    type: body.type ?? 1,
    webType: body.webType ?? 2,
    dbLinkId: body.dbLinkId ?? '0',
    tables: body.tables ?? '[]',
    formData: body.formData ?? null,
    columnData: body.columnData ?? null,
    appColumnData: body.appColumnData ?? null,
    flowTemplateJson: body.flowTemplateJson ?? null,
    enableFlow: body.enableFlow ?? 0,
    interfaceId: body.interfaceId ?? null,
    interfaceParam: body.interfaceParam ?? null,
    sortCode: body.sortCode,
    description: body.description ?? null,
  };
}

export function listVisualDesigns(ctx: AppContext, caller: SessionUser, query: VisualDevListQuery) {
  return visualDesignRecords.page(
    ctx,
    caller,
    query,
    (filter) =>
      findVisualDesignPage(ctx.db, {
        keyword: query.keyword,
        type: query.type ?? 1,
        category: query.category,
        webType: query.webType,
        enableFlow: query.enableFlow,
        ...filter,
      }),
    (rows) => rows.map(toVisualDevRow),
  );
}

export function getVisualDesign(ctx: AppContext, caller: SessionUser, id: string): Promise<VisualDevInfo> {
  return visualDesignRecords.read(ctx, caller, id, toVisualDevInfo);
}

export function createVisualDesign(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  body: CreateVisualDevBody,
): Promise<string> {
  const values = designValues(body);
  return visualDesignRecords.create(
    ctx,
    caller,
    body,
    { ...values, state: 0 },
    {
      check: async () => {
        await requireFreeName(ctx, body.fullName);
        await checkDesign(ctx, lang, values);
      },
    },
  );
}

export async function updateVisualDesign(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  id: string,
  body: UpdateVisualDevBody,
): Promise<void> {
  await visualDesignRecords.update(ctx, caller, id, body, {
    check: async (row) => {
      await requireFreeName(ctx, body.fullName, id);
      const parts: DesignParts = {
        webType: body.webType ?? row.webType,
        interfaceId: body.interfaceId === undefined ? row.interfaceId : body.interfaceId,
        dbLinkId: body.dbLinkId ?? row.dbLinkId,
        tables: body.tables ?? row.tables,
        formData: body.formData === undefined ? row.formData : body.formData,
        columnData: body.columnData === undefined ? row.columnData : body.columnData,
        appColumnData: body.appColumnData === undefined ? row.appColumnData : body.appColumnData,
        flowTemplateJson: body.flowTemplateJson === undefined ? row.flowTemplateJson : body.flowTemplateJson,
        interfaceParam: body.interfaceParam === undefined ? row.interfaceParam : body.interfaceParam,
      };
      await checkDesign(ctx, lang, parts);
    },
    extra: (row) => (row.state === RELEASED ? { state: CHANGED_SINCE_RELEASE } : {}),
  });
}

/** Removes the design with its online copy (the menus a release made stay until the menu admin removes them). */
export function removeVisualDesign(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return visualDesignRecords.remove(ctx, caller, id, { within: (tx) => deleteDesignRelease(tx, id) });
}

/**
 * POST /Base/{id}/Actions/Copy: a new design with the source's parts, name `X.副本nnnnn` and code
 * `Xnnnnn`, not released. A copy of a copy whose name or code no longer fits is refused, as the
 * original refuses it.
 */
export async function copyVisualDesign(ctx: AppContext, caller: SessionUser, id: string): Promise<string> {
  const { row } = await visualDesignRecords.require(ctx, caller, id);
  const names = copyNames(row);
  if (names.fullName.length > NAME_LIMITS.fullName || names.enCode.length > NAME_LIMITS.enCode) {
    throw badRequest('visualDev.copyTooLong');
  }
  const { id: _id, createdAt, createdBy, updatedAt, updatedBy, ...parts } = row;
  return visualDesignRecords.create(ctx, caller, {}, { ...parts, ...names, state: 0 });
}

import type { Language, OnlineDevList, OnlineDevListBody } from '@platform/contracts';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { FORM_ONLY } from '../online-dev/online-dev.service.ts';
import { type RuntimeAccess, releaseAccess } from '../online-dev/online-dev-access.service.ts';
import { listDataViewRowsBy } from '../online-dev/online-dev-data-view.service.ts';
import { DATA_VIEW, hasTables } from '../online-dev/online-dev-design.ts';
import { shownRows } from '../online-dev/online-dev-list-rows.ts';
import { fieldOrder, keywordCondition, queryConditions } from '../online-dev/online-dev-query.ts';
import { openRecordStore, type RecordStore } from '../online-dev/online-dev-record-store.ts';
import { rowScopeCondition } from '../online-dev/online-dev-row-scope.ts';
import { findShortLink, type ShortLinkRow } from './short-link.repository.ts';
import { openLink } from './short-link-access.ts';
import { type LinkColumns, linkColumns, linkModel, pickKeys } from './short-link-columns.ts';

/*
 * The list of a design's link: its records with the link's columns only (and their display names; a
 * named sub-table column as its sub-table's rows with the named columns, as the signed-in list answers
 * a sub-table), searched by the link's search fields only, ordered by a shown column. A data view's link
 * lists its interface's rows the same way. The public list reads every
 * record of the design; OnlineDev's ListLink reads them for a holder of the design's menu, within the
 * caller's columns and data schemes. The advanced query and the menu of the list body are not the
 * link's, and are not applied.
 */

const NONE: ReadonlySet<string> = new Set();

type Json = Record<string, unknown>;

/** Who reads a link's list: its design, its settings, the list body, and a signed-in caller's access. */
interface LinkRead {
  release: VisualDesignReleaseRow;
  link: Pick<ShortLinkRow, 'columnText' | 'columnCondition'>;
  body: OnlineDevListBody;
  /** Undefined for the public list. */
  caller?: { user: SessionUser; access: RuntimeAccess };
}

/** A data view's link: its interface's rows by the link's columns and search fields. */
async function viewLinkPage(ctx: AppContext, columns: LinkColumns, read: LinkRead) {
  const hidden = read.caller?.access.listHidden ?? NONE;
  const shown = columns.shown.filter((name) => !hidden.has(name));
  const page = await listDataViewRowsBy(
    ctx,
    { caller: read.caller?.user, release: read.release },
    {
      shown,
      search: columns.search,
      sortable: new Set(shown),
      hidden,
      settable: new Set(columns.search.keys()),
    },
    read.body,
  );
  return pageOf(
    page.rows.map((row) => pickKeys(row, shown)),
    page.total,
    read.body,
  );
}

/**
 * The page's records with the named sub-tables' rows: a store keeping JSON records holds them in the
 * page's rows; a design bound to tables reads them for the whole page at once (the list reads its main
 * table only).
 */
async function withSubRows(
  ctx: AppContext,
  store: RecordStore,
  rows: Json[],
  release: VisualDesignReleaseRow,
) {
  if (!hasTables(release) || rows.length === 0) return rows;
  const whole = await store.findWhole(
    ctx.db,
    rows.map((row) => String(row.id)),
  );
  const byId = new Map(whole.map((record) => [String(record.id), record]));
  return rows.map((row) => ({ ...row, ...byId.get(String(row.id)), id: row.id }));
}

async function linkPage(ctx: AppContext, lang: Language, read: LinkRead): Promise<OnlineDevList> {
  const { release, body } = read;
  if (release.webType === FORM_ONLY) return pageOf([], 0, body);
  const model = linkModel(release, lang);
  const columns = linkColumns(read.link, model);
  if (release.webType === DATA_VIEW) return viewLinkPage(ctx, columns, read);
  const access = read.caller?.access;
  const hidden = access?.listHidden ?? NONE;
  const shown = columns.shown.filter((name) => !hidden.has(name));
  const subShown = new Map(
    [...columns.subShown].flatMap(([table, names]) => {
      const held = names.filter((name) => !hidden.has(`${table}-${name}`));
      return hidden.has(table) || held.length === 0 ? [] : [[table, held] as const];
    }),
  );
  const store = await openRecordStore(ctx, release, model, { forList: subShown.size === 0 });
  const where: SQL[] = queryConditions(body.queryJson, columns.search, undefined, hidden, store.fields);
  const keyword = keywordCondition(body.keyword, shown, store.fields);
  if (keyword) where.push(keyword);
  const scope = access && rowScopeCondition(access, model, store.fields);
  if (scope) where.push(scope);
  const order: SQL[] = [];
  if (body.sidx) {
    if (!shown.includes(body.sidx)) throw badRequest('onlineDev.sortInvalid', { field: body.sidx });
    order.push(fieldOrder(body.sidx, body.sort ?? 'desc', store.fields));
  }
  const page = await store.page(ctx.db, { where, order, ...pageWindow(body) });
  const rows = subShown.size === 0 ? page.rows : await withSubRows(ctx, store, page.rows, release);
  const named = await shownRows(ctx, model, lang, { listHidden: NONE });
  const { rows: listed } = await named(rows.map((row) => pickKeys(row, shown, subShown)));
  return pageOf(listed, page.total, body);
}

/** POST /ShortLink/{modelId}/ListLink: a page of the public list. */
export async function listShortLinkRecords(
  ctx: AppContext,
  lang: Language,
  modelId: string,
  encryption: string,
  body: OnlineDevListBody,
): Promise<OnlineDevList> {
  const { release, link } = await openLink(ctx, modelId, encryption, { use: 'list', needsPass: true });
  return linkPage(ctx, lang, { release, link, body });
}

/**
 * POST /OnlineDev/{modelId}/ListLink: the list link's page for a holder of the design's menu, whether
 * or not the link is switched on (no settings saved: no columns).
 */
export async function listOnlineDevLinkRecords(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
  body: OnlineDevListBody,
): Promise<OnlineDevList> {
  const { release, access } = await releaseAccess(ctx, caller, modelId, { menuId: body.menuId });
  const link = (await findShortLink(ctx.db, modelId)) ?? { columnText: null, columnCondition: null };
  return linkPage(ctx, lang, { release, link, body, caller: { user: caller, access } });
}

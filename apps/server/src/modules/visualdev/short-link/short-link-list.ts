import type { Language, OnlineDevList, OnlineDevListBody } from '@platform/contracts';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { FORM_ONLY } from '../online-dev/online-dev.service.ts';
import { type RuntimeAccess, releaseAccess } from '../online-dev/online-dev-access.service.ts';
import { DATA_VIEW, releasedForm } from '../online-dev/online-dev-design.ts';
import { shownRows } from '../online-dev/online-dev-list-rows.ts';
import { fieldOrder, keywordCondition, queryConditions } from '../online-dev/online-dev-query.ts';
import { openRecordStore } from '../online-dev/online-dev-record-store.ts';
import { rowScopeCondition } from '../online-dev/online-dev-row-scope.ts';
import { findShortLink, type ShortLinkRow } from './short-link.repository.ts';
import { openLink } from './short-link-access.ts';
import { linkColumns, pickKeys } from './short-link-columns.ts';

/*
 * The list of a design's link: its records with the link's columns only (and their display names),
 * searched by the link's search fields only, ordered by a shown column. The public list reads every
 * record of the design; OnlineDev's ListLink reads them for a holder of the design's menu, within the
 * caller's columns and data schemes. The advanced query and the menu of the list body are not the
 * link's, and are not applied.
 */

const NONE: ReadonlySet<string> = new Set();

async function linkPage(
  ctx: AppContext,
  lang: Language,
  release: VisualDesignReleaseRow,
  link: Pick<ShortLinkRow, 'columnText' | 'columnCondition'>,
  body: OnlineDevListBody,
  access: RuntimeAccess | undefined,
): Promise<OnlineDevList> {
  if (release.webType === DATA_VIEW) throw badRequest('shortLink.dataViewLater');
  if (release.webType === FORM_ONLY) return pageOf([], 0, body);
  const model = releasedForm(release, lang);
  const hidden = access?.listHidden ?? NONE;
  const columns = linkColumns(link, model);
  const shown = columns.shown.filter((name) => !hidden.has(name));
  const store = await openRecordStore(ctx, release, model, { forList: true });
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
  const { rows, total } = await store.page(ctx.db, { where, order, ...pageWindow(body) });
  const named = await shownRows(ctx, model, lang, { listHidden: NONE });
  const { rows: listed } = await named(rows.map((row) => pickKeys(row, shown)));
  return pageOf(listed, total, body);
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
  return linkPage(ctx, lang, release, link, body, undefined);
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
  return linkPage(ctx, lang, release, link, body, access);
}

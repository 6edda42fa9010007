import { SHORT_LINK_PASSWORD_PATTERN, type ShortLinkInfo, type ShortLinkSaveBody } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { hashPassword, md5Hex } from '../../../shared/password-hash.ts';
import { findVisualDesign } from '../base/visual-dev.repository.ts';
import { DATA_VIEW } from '../online-dev/online-dev-design.ts';
import { findShortLink, type ShortLinkRow, upsertShortLinkRow } from './short-link.repository.ts';
import { type LinkUse, signLinkToken } from './short-link-token.ts';

/*
 * 外链 settings of a design, as the designer's dialog reads and saves them. The dialog sends a
 * password as typed; it is kept as argon2id of its md5 (what the public page sends to checkPwd), and
 * it never comes back: the read answers '' and says whether one is kept. Saving with the switch on and
 * the password left '' keeps the kept one; switching it off forgets it. A data view (no form) has only
 * its list link: its form link cannot be switched on.
 */

/** The public page's address on the PC and the App, as the original records them. */
export const REAL_PC_LINK = '/formShortLink';
export const REAL_APP_LINK = '/pages/formShortLink/index';

/** The public page's address for one use of a design's link: the page with the link's token. */
export const linkAddress = (ctx: AppContext, modelId: string, type: LinkUse) =>
  `${REAL_PC_LINK}?encryption=${signLinkToken(ctx.dataSources.passwordKey(), { modelId, type })}`;

/** The design's kind (`webType`), or 404. */
async function requireDesign(ctx: AppContext, id: string): Promise<number> {
  const design = await findVisualDesign(ctx.db, id);
  if (!design) throw notFound('visualDev.notFound');
  return design.webType;
}

/** GET /ShortLink/{id}: the settings, or the defaults of a design whose link was never saved. */
export async function getShortLink(ctx: AppContext, id: string): Promise<ShortLinkInfo> {
  const isView = (await requireDesign(ctx, id)) === DATA_VIEW;
  const row = await findShortLink(ctx.db, id);
  return {
    id,
    shortLink: row?.shortLink ?? null,
    formUse: isView ? 0 : (row?.formUse ?? 0),
    formLink: linkAddress(ctx, id, 'form'),
    formPassUse: row?.formPassUse ?? 0,
    formPassword: '',
    hasFormPassword: Boolean(row?.formPassword),
    columnUse: row?.columnUse ?? 0,
    columnLink: linkAddress(ctx, id, 'list'),
    columnPassUse: row?.columnPassUse ?? 0,
    columnPassword: '',
    hasColumnPassword: Boolean(row?.columnPassword),
    columnCondition: row?.columnCondition ?? null,
    columnText: row?.columnText ?? null,
    realPcLink: row?.realPcLink ?? null,
    realAppLink: row?.realAppLink ?? null,
    userId: row?.userId ?? null,
    tenantId: null,
    enabledMark: row?.enabledMark ?? 1,
    alreadySave: Boolean(row),
  };
}

/** The hash to keep for one password switch: a new password hashed, the kept one, or none. */
async function keptPassword(
  isOn: boolean,
  typed: string | null | undefined,
  stored: string | null | undefined,
) {
  if (!isOn) return null;
  if (typed) {
    if (!SHORT_LINK_PASSWORD_PATTERN.test(typed)) throw badRequest('shortLink.passwordWeak');
    return hashPassword(md5Hex(typed));
  }
  if (stored) return stored;
  throw badRequest('shortLink.passwordMissing');
}

/** A column list of the dialog (JSON text of an array of objects), or 400 naming the setting. */
function checkedColumns(text: string | null | undefined, field: string): string | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('shortLink.columnsInvalid', { field });
  }
  const isList = Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
  if (!isList) throw badRequest('shortLink.columnsInvalid', { field });
  return text;
}

/** PUT /ShortLink: saves the settings of the design named by `id`. */
export async function saveShortLink(
  ctx: AppContext,
  caller: SessionUser,
  body: ShortLinkSaveBody,
): Promise<void> {
  const webType = await requireDesign(ctx, body.id);
  if (webType === DATA_VIEW && body.formUse === 1) throw badRequest('shortLink.dataViewForm');
  const stored: ShortLinkRow | undefined = await findShortLink(ctx.db, body.id);
  const formPassword = await keptPassword(body.formPassUse === 1, body.formPassword, stored?.formPassword);
  const columnPassword = await keptPassword(
    body.columnPassUse === 1,
    body.columnPassword,
    stored?.columnPassword,
  );
  await upsertShortLinkRow(
    ctx.db,
    body.id,
    {
      shortLink: body.shortLink ?? null,
      formUse: body.formUse,
      formLink: linkAddress(ctx, body.id, 'form'),
      formPassUse: body.formPassUse,
      formPassword,
      columnUse: body.columnUse,
      columnLink: linkAddress(ctx, body.id, 'list'),
      columnPassUse: body.columnPassUse,
      columnPassword,
      columnCondition: checkedColumns(body.columnCondition, 'columnCondition'),
      columnText: checkedColumns(body.columnText, 'columnText'),
      realPcLink: REAL_PC_LINK,
      realAppLink: REAL_APP_LINK,
      userId: caller.userId,
      enabledMark: body.enabledMark ?? stored?.enabledMark ?? 1,
    },
    { by: caller.userId, at: ctx.now() },
  );
}

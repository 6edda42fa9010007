import type {
  Language,
  OnlineDevConfig,
  OnlineDevRecord,
  OnlineDevSaveBody,
  ShortLinkCheckPasswordBody,
  ShortLinkConfig,
  ShortLinkPass,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { verifyPassword } from '../../../shared/password-hash.ts';
import { toConfig } from '../online-dev/online-dev.service.ts';
import { openRecordStore, requireRuntimeDesign } from '../online-dev/online-dev-record-store.ts';
import { insertCheckedRecord, submitted } from '../online-dev/online-dev-save.service.ts';
import { linkAddress } from './short-link.service.ts';
import { openLink, passUseOf, passwordOf } from './short-link-access.ts';
import { linkColumns, pickKeys } from './short-link-columns.ts';
import { LINK_PASS_TTL_MS, type LinkUse, passwordFingerprint, signLinkToken } from './short-link-token.ts';

/*
 * The public calls of a design's link (no session): the settings the page reads, the password check,
 * the released design, a new record through the form link and one record of the list link. Each is
 * checked by openLink first. A record added through the link is saved as a signed-in user's create is
 * (the released form's checks, one transaction, document numbers), by nobody: it names no user.
 */

/** GET /ShortLink/getConfig/{id}: the switches and the list's columns (never the passwords). */
export async function getShortLinkConfig(
  ctx: AppContext,
  id: string,
  encryption: string,
): Promise<ShortLinkConfig> {
  const { link } = await openLink(ctx, id, encryption, { needsPass: false });
  return {
    id,
    formUse: link.formUse,
    formPassUse: link.formPassUse,
    columnUse: link.columnUse,
    columnPassUse: link.columnPassUse,
    columnCondition: link.columnCondition,
    columnText: link.columnText,
    userId: link.userId,
    tenantId: null,
    enabledMark: link.enabledMark,
    formLink: linkAddress(ctx, id, 'form'),
    columnLink: linkAddress(ctx, id, 'list'),
  };
}

/**
 * POST /ShortLink/checkPwd: `password` is md5(plain) as the page sends it. Right: the token to send as
 * `encryption` from now on, proving the check for LINK_PASS_TTL_MS. Wrong (or no password set on that
 * use): 400, as the original.
 */
export async function checkShortLinkPassword(
  ctx: AppContext,
  body: ShortLinkCheckPasswordBody,
): Promise<ShortLinkPass> {
  const use: LinkUse = body.type === 0 ? 'form' : 'list';
  const { link } = await openLink(ctx, body.id, body.encryption, { use, needsPass: false });
  const stored = passwordOf(link, use);
  const isRight = passUseOf(link, use) === 1 && !!stored && (await verifyPassword(stored, body.password));
  if (!stored || !isRight) throw badRequest('shortLink.passwordWrong');
  const pass = { hash: passwordFingerprint(stored), until: ctx.now().getTime() + LINK_PASS_TTL_MS };
  return { encryption: signLinkToken(ctx.dataSources.passwordKey(), { modelId: body.id, type: use, pass }) };
}

/**
 * GET /ShortLink/{modelId}/Config: the released design the page draws. It holds no records, and the
 * page needs it to draw the password prompt, so no password proof is asked; the draft is never served.
 */
export async function getShortLinkDesign(
  ctx: AppContext,
  modelId: string,
  encryption: string,
): Promise<OnlineDevConfig> {
  const { release } = await openLink(ctx, modelId, encryption, { needsPass: false });
  return toConfig(release);
}

/** POST /ShortLink/{modelId}: a new record through the form link; answers its id. */
export async function createShortLinkRecord(
  ctx: AppContext,
  lang: Language,
  modelId: string,
  encryption: string,
  body: OnlineDevSaveBody,
): Promise<string> {
  await openLink(ctx, modelId, encryption, { use: 'form', needsPass: true });
  const design = await requireRuntimeDesign(ctx, modelId, lang);
  return insertCheckedRecord(ctx, lang, design, submitted(body), undefined);
}

/** GET /ShortLink/{modelId}/{id}/DataChange: one record of the list link, with the link's columns only. */
export async function getShortLinkRecord(
  ctx: AppContext,
  lang: Language,
  params: { modelId: string; id: string },
  encryption: string,
): Promise<OnlineDevRecord> {
  const { link } = await openLink(ctx, params.modelId, encryption, { use: 'list', needsPass: true });
  const { release, model } = await requireRuntimeDesign(ctx, params.modelId, lang);
  const store = await openRecordStore(ctx, release, model);
  const data = await store.find(ctx.db, params.id);
  if (!data) throw notFound('common.notFound');
  const { shown, subShown } = linkColumns(link, model);
  return { id: params.id, data: JSON.stringify(pickKeys(data, shown, subShown)) };
}

import type { AppContext } from '../../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../../http/app-error.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { DATA_VIEW, requireRelease } from '../online-dev/online-dev-design.ts';
import { findShortLink, type ShortLinkRow } from './short-link.repository.ts';
import { type LinkToken, type LinkUse, passwordFingerprint, readLinkToken } from './short-link-token.ts';

/*
 * What every public call of a link checks before it reads or writes: the token is ours and names this
 * design; the design's link settings exist, are enabled and switch on the token's use (form or list);
 * the design is released (a data view has no form: its form token is refused); and, for calls that read or write records, a password set on that use was
 * checked (the token carries the proof, not expired, for the password kept now).
 */

export interface OpenLink {
  token: LinkToken;
  link: ShortLinkRow;
  release: VisualDesignReleaseRow;
}

export const passUseOf = (link: ShortLinkRow, use: LinkUse) =>
  use === 'form' ? link.formPassUse : link.columnPassUse;
export const passwordOf = (link: ShortLinkRow, use: LinkUse) =>
  use === 'form' ? link.formPassword : link.columnPassword;
const isSwitchedOn = (link: ShortLinkRow, use: LinkUse) =>
  link.enabledMark === 1 && (use === 'form' ? link.formUse : link.columnUse) === 1;

/** The token's content when it is ours and names the design, else 400. */
export function linkToken(ctx: AppContext, modelId: string, encryption: string): LinkToken {
  const token = readLinkToken(ctx.dataSources.passwordKey(), encryption);
  if (!token || token.modelId !== modelId) throw badRequest('shortLink.linkInvalid');
  return token;
}

/**
 * Opens the design's link for a public call. `use` the use the call serves (undefined: the token's
 * own); `needsPass` the call reads or writes records, so a password set on the use must have been
 * checked.
 */
export async function openLink(
  ctx: AppContext,
  modelId: string,
  encryption: string,
  { use, needsPass }: { use?: LinkUse; needsPass: boolean },
): Promise<OpenLink> {
  const token = linkToken(ctx, modelId, encryption);
  if (use && token.type !== use) throw badRequest('shortLink.linkInvalid');
  const link = await findShortLink(ctx.db, modelId);
  if (!link || !isSwitchedOn(link, token.type)) throw notFound('shortLink.disabled');
  const release = await requireRelease(ctx, modelId);
  if (token.type === 'form' && release.webType === DATA_VIEW) throw badRequest('shortLink.dataViewForm');
  if (needsPass && passUseOf(link, token.type) === 1) {
    const stored = passwordOf(link, token.type) ?? '';
    const { pass } = token;
    const isProven =
      pass !== undefined && pass.until > ctx.now().getTime() && pass.hash === passwordFingerprint(stored);
    if (!isProven) throw forbidden('shortLink.passwordRequired');
  }
  return { token, link, release };
}

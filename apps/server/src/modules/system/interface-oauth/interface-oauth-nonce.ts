import { lt } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { interfaceOauthNonces } from '../../../db/schema/index.ts';

/*
 * A nonce is accepted once per app while its timestamp is inside the window. The claim is atomic in
 * the shared store, so two server processes never both accept it: Redis SET NX when REDIS_URL is set,
 * otherwise an insert that a second one of the same (app, nonce) cannot make. Expired nonces are
 * dropped as new ones arrive; a timestamp outside the window is refused before the claim.
 */

/** Claims `nonce` for `appId` until `expiresAt`; false when it was already used. */
export async function claimNonce(
  ctx: AppContext,
  appId: string,
  nonce: string,
  expiresAt: Date,
): Promise<boolean> {
  const ttl = Math.max(1000, expiresAt.getTime() - ctx.now().getTime());
  if (ctx.redis) {
    const answer = await ctx.redis.set(`interface-oauth:nonce:${appId}:${nonce}`, '1', 'PX', ttl, 'NX');
    return answer === 'OK';
  }
  await ctx.db.delete(interfaceOauthNonces).where(lt(interfaceOauthNonces.expiresAt, ctx.now()));
  const inserted = await ctx.db
    .insert(interfaceOauthNonces)
    .values({ appId, nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: interfaceOauthNonces.nonce });
  return inserted.length === 1;
}

import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../app-context.ts';
import { decryptSourcePassword, encryptSourcePassword } from '../data-source/source-password.ts';

/*
 * App secrets: 24 random bytes as Base64 (32 characters), which callers Base64-decode into the HMAC
 * key as the original documents. Stored sealed with the data-source key (DATA_SOURCE_KEY or the data
 * dir's key file), because checking a signature needs the secret itself, not a hash of it.
 */

export const newAppSecret = () => randomBytes(24).toString('base64');

/** A fresh app id: 16 hex digits. */
export const newAppId = () => randomBytes(8).toString('hex');

export const sealAppSecret = (ctx: AppContext, secret: string) =>
  encryptSourcePassword(ctx.dataSources.passwordKey(), secret);

export const openAppSecret = (ctx: AppContext, sealed: string) =>
  decryptSourcePassword(ctx.dataSources.passwordKey(), sealed);

import { SECRET_MASK } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { decryptSourcePassword, encryptSourcePassword } from '../../system/data-source/source-password.ts';
import type { AccountRow } from './account-config.repository.ts';

/*
 * Account secrets at rest are sealed with the data-source key (DATA_SOURCE_KEY or the data dir's key
 * file) and answered as SECRET_MASK when set; SECRET_MASK sent back means "keep the stored one".
 */

export const SECRET_COLUMNS = {
  smtpPassword: 'smtpPasswordCipher',
  appSecret: 'appSecretCipher',
  appKey: 'appKeyCipher',
  bearer: 'bearerCipher',
  password: 'passwordCipher',
} as const;
export type SecretField = keyof typeof SECRET_COLUMNS;

export const sealSecret = (ctx: AppContext, value: string) =>
  encryptSourcePassword(ctx.dataSources.passwordKey(), value);

export const openSecret = (ctx: AppContext, sealed: string | null) =>
  sealed === null ? '' : decryptSourcePassword(ctx.dataSources.passwordKey(), sealed);

/** The column value to store for a sent secret: sealed, null when blank, the stored one when masked. */
export function secretColumn(ctx: AppContext, sent: string | null | undefined, stored: string | null) {
  if (sent === SECRET_MASK) return stored;
  return sent ? sealSecret(ctx, sent) : null;
}

/** The secret a test uses: the sent one, or the stored one when the form still shows the mask. */
export function secretForTest(
  ctx: AppContext,
  field: SecretField,
  sent: string | null | undefined,
  stored: AccountRow | undefined,
) {
  if (sent !== SECRET_MASK) return sent ?? '';
  return stored ? openSecret(ctx, stored[SECRET_COLUMNS[field]]) : '';
}

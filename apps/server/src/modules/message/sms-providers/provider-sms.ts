import type { AppContext } from '../../../app-context.ts';
import type { AccountRow } from '../account-config/account-config.repository.ts';
import { openSecret } from '../account-config/account-secrets.ts';
import { sendAliyunSms } from './aliyun-sms.ts';
import { sendTencentSms } from './tencent-sms.ts';

/*
 * The SMS account's provider (the original's `channel`: 1 Aliyun, 2 Tencent Cloud) with the fields its
 * form asks for: Aliyun AccessKey ID (`appId`), AccessKey Secret (`appSecret`), EndPoint (`endPoint`);
 * Tencent SecretId (`appId`), SecretKey (`appSecret`), SDK AppID (`sdkAppId`), domain (`zoneName`,
 * default sms.tencentcloudapi.com) and region (`zoneParam`, default ap-beijing). An account without
 * them configures no provider: its messages go to the SMS outbox (development and demonstration).
 */

/** One text message to one number through a provider's template. */
export interface ProviderSms {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  sdkAppId?: string;
  region?: string;
  signName: string;
  templateCode: string;
  mobile: string;
  /** The template's variables as [provider name, value], in the template's order. */
  variables: ReadonlyArray<readonly [string, string]>;
}

export type ProviderSender = (ctx: AppContext, sms: ProviderSms) => Promise<void>;

export interface SmsProvider {
  send: ProviderSender;
  base: Omit<ProviderSms, 'signName' | 'templateCode' | 'mobile' | 'variables'>;
}

/** The provider the account configures, or undefined when it configures none. */
export function smsProviderOf(ctx: AppContext, account: AccountRow): SmsProvider | undefined {
  const accessKeyId = account.appId ?? '';
  const accessKeySecret = openSecret(ctx, account.appSecretCipher);
  if (!accessKeyId || !accessKeySecret) return undefined;
  if (account.channel === 1 && account.endPoint)
    return { send: sendAliyunSms, base: { endpoint: account.endPoint, accessKeyId, accessKeySecret } };
  if (account.channel === 2 && account.sdkAppId)
    return {
      send: sendTencentSms,
      base: {
        endpoint: account.zoneName || 'sms.tencentcloudapi.com',
        accessKeyId,
        accessKeySecret,
        sdkAppId: account.sdkAppId,
        region: account.zoneParam || 'ap-beijing',
      },
    };
  return undefined;
}

import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { callProvider, endpointUrl, text } from './provider-call.ts';
import type { ProviderSms } from './provider-sms.ts';
import { tc3Authorization } from './tencent-signature.ts';

/*
 * Tencent Cloud SMS `SendSms` (API 2021-01-11): a JSON POST to the account's domain
 * (sms.tencentcloudapi.com by default) with X-TC-Action, X-TC-Version, X-TC-Timestamp, X-TC-Region
 * (the account's region) and the TC3-HMAC-SHA256 Authorization. Body: PhoneNumberSet (E.164, +86 for
 * an 11-digit mainland number), SmsSdkAppId, SignName, TemplateId and TemplateParamSet (the template's
 * variables in the order of their names, {1}, {2}, …). Tencent answers HTTP 200 with
 * {Response: {Error: {Code, Message}}} when the call is refused, else one SendStatusSet entry per
 * number whose Code is 'Ok' when accepted.
 */

const CONTENT_TYPE = 'application/json; charset=utf-8';

const e164 = (mobile: string) => (mobile.startsWith('+') ? mobile : `+86${mobile}`);

/** Variable values by their names' order: numbers numerically, the rest after them as written. */
function orderedValues(variables: ReadonlyArray<readonly [string, string]>): string[] {
  const rank = (name: string) => (/^\d+$/.test(name) ? Number(name) : Number.MAX_SAFE_INTEGER);
  return [...variables].sort(([a], [b]) => rank(a) - rank(b)).map(([, value]) => value);
}

export async function sendTencentSms(ctx: AppContext, sms: ProviderSms): Promise<void> {
  const url = endpointUrl(sms.endpoint);
  const payload = JSON.stringify({
    PhoneNumberSet: [e164(sms.mobile)],
    SmsSdkAppId: sms.sdkAppId ?? '',
    SignName: sms.signName,
    TemplateId: sms.templateCode,
    TemplateParamSet: orderedValues(sms.variables),
  });
  const timestamp = Math.floor(ctx.now().getTime() / 1000);
  const authorization = tc3Authorization({
    secretId: sms.accessKeyId,
    secretKey: sms.accessKeySecret,
    service: 'sms',
    host: url.host,
    contentType: CONTENT_TYPE,
    payload,
    timestamp,
  });
  const headers = {
    authorization,
    'content-type': CONTENT_TYPE,
    host: url.host,
    'x-tc-action': 'SendSms',
    'x-tc-version': '2021-01-11',
    'x-tc-timestamp': String(timestamp),
    'x-tc-region': sms.region ?? 'ap-beijing',
  };
  const { body } = await callProvider(
    ctx,
    url,
    { method: 'POST', headers, body: payload },
    'sendConfig.tencentUnreachable',
  );
  const response = (body.Response ?? {}) as Record<string, unknown>;
  const error = response.Error as Record<string, unknown> | undefined;
  const status = Array.isArray(response.SendStatusSet)
    ? (response.SendStatusSet[0] as Record<string, unknown> | undefined)
    : undefined;
  const refusal = error ?? (status && status.Code !== 'Ok' ? status : undefined);
  if (!refusal && status) return;
  throw badRequest('sendConfig.tencentRejected', {
    code: text(refusal?.Code, 100) || 'unknown',
    reason: text(refusal?.Message),
  });
}

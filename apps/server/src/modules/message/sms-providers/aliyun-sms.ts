import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { aliyunCanonicalQuery, aliyunEncode, aliyunSignature } from './aliyun-signature.ts';
import { callProvider, endpointUrl, text } from './provider-call.ts';
import type { ProviderSms } from './provider-sms.ts';

/*
 * Aliyun SMS `SendSms` (version 2017-05-25), RPC style over GET: the common parameters (AccessKeyId,
 * Timestamp in UTC, a fresh SignatureNonce, HMAC-SHA1 / 1.0, Format JSON) and the action's
 * (PhoneNumbers, SignName, TemplateCode, TemplateParam as a JSON object of the template's variables),
 * signed as aliyun-signature.ts. Aliyun answers {Code: 'OK', BizId, RequestId} or
 * {Code, Message, RequestId} (with a 4xx status for a refused signature or key).
 */

/** The region of an endpoint like dysmsapi.ap-southeast-1.aliyuncs.com; the mainland endpoint's otherwise. */
function regionOf(host: string): string {
  return /^dysmsapi\.([a-z0-9-]+)\.aliyuncs\.com$/.exec(host)?.[1] ?? 'cn-hangzhou';
}

const isoSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

export async function sendAliyunSms(ctx: AppContext, sms: ProviderSms): Promise<void> {
  const url = endpointUrl(sms.endpoint);
  const params: Record<string, string> = {
    AccessKeyId: sms.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: sms.mobile,
    RegionId: regionOf(url.hostname),
    SignName: sms.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    TemplateCode: sms.templateCode,
    TemplateParam: JSON.stringify(Object.fromEntries(sms.variables)),
    Timestamp: isoSeconds(ctx.now()),
    Version: '2017-05-25',
  };
  const signature = aliyunSignature('GET', params, sms.accessKeySecret);
  url.search = `?Signature=${aliyunEncode(signature)}&${aliyunCanonicalQuery(params)}`;
  const { body } = await callProvider(ctx, url, { method: 'GET' }, 'sendConfig.aliyunUnreachable');
  if (body.Code === 'OK') return;
  throw badRequest('sendConfig.aliyunRejected', {
    code: text(body.Code, 100) || 'unknown',
    reason: text(body.Message),
  });
}

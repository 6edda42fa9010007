import { createHmac } from 'node:crypto';

/*
 * Aliyun's RPC-style request signature (SignatureMethod HMAC-SHA1, SignatureVersion 1.0), as Aliyun
 * documents it for SMS `SendSms` (API version 2017-05-25):
 *   1. every parameter but Signature, names and values percent-encoded (RFC 3986: only A–Z, a–z,
 *      0–9, `-`, `_`, `.`, `~` stay; a space is %20), sorted by encoded name, joined `name=value` with `&`;
 *   2. StringToSign = METHOD + '&' + encode('/') + '&' + encode(that query);
 *   3. Signature = base64(HMAC-SHA1(AccessKeySecret + '&', StringToSign)).
 */

/** Aliyun's percent-encoding (encodeURIComponent also leaves `!'()*` alone; Aliyun encodes them). */
export function aliyunEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonicalized query: encoded pairs sorted by encoded name. */
export function aliyunCanonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .filter(([name]) => name !== 'Signature')
    .map(([name, value]) => [aliyunEncode(name), aliyunEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export function aliyunStringToSign(method: string, params: Readonly<Record<string, string>>): string {
  return `${method.toUpperCase()}&${aliyunEncode('/')}&${aliyunEncode(aliyunCanonicalQuery(params))}`;
}

/** The `Signature` parameter (base64, before it is itself encoded into the query). */
export function aliyunSignature(
  method: string,
  params: Readonly<Record<string, string>>,
  accessKeySecret: string,
): string {
  return createHmac('sha1', `${accessKeySecret}&`)
    .update(aliyunStringToSign(method, params))
    .digest('base64');
}

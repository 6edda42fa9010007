import { createHash, createHmac } from 'node:crypto';

/*
 * Tencent Cloud API 3.0's TC3-HMAC-SHA256 signature, as Tencent documents it:
 *   CanonicalRequest = METHOD \n / \n (query, empty for POST) \n
 *                      content-type:<type>\nhost:<host>\n \n content-type;host \n hex(sha256(payload))
 *   StringToSign     = TC3-HMAC-SHA256 \n <timestamp> \n <UTC date>/<service>/tc3_request \n hex(sha256(CanonicalRequest))
 *   key              = HMAC(HMAC(HMAC('TC3' + SecretKey, date), service), 'tc3_request')
 *   Signature        = hex(HMAC-SHA256(key, StringToSign))
 *   Authorization    = TC3-HMAC-SHA256 Credential=<SecretId>/<scope>, SignedHeaders=content-type;host, Signature=<sig>
 * The date is the UTC date of the timestamp (seconds).
 */

const ALGORITHM = 'TC3-HMAC-SHA256';
const SIGNED_HEADERS = 'content-type;host';

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** The product, the first label of its host: `sms` for sms.tencentcloudapi.com. */
  service: string;
  host: string;
  contentType: string;
  payload: string;
  /** Unix seconds; also the X-TC-Timestamp header. */
  timestamp: number;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export function tc3CanonicalRequest(r: Pick<Tc3Request, 'host' | 'contentType' | 'payload'>): string {
  const headers = `content-type:${r.contentType.toLowerCase()}\nhost:${r.host.toLowerCase()}\n`;
  return ['POST', '/', '', headers, SIGNED_HEADERS, sha256Hex(r.payload)].join('\n');
}

export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

export function tc3StringToSign(r: Tc3Request): string {
  const scope = `${tc3Date(r.timestamp)}/${r.service}/tc3_request`;
  return [ALGORITHM, String(r.timestamp), scope, sha256Hex(tc3CanonicalRequest(r))].join('\n');
}

export function tc3Signature(r: Tc3Request): string {
  const date = tc3Date(r.timestamp);
  const key = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  return createHmac('sha256', key).update(tc3StringToSign(r), 'utf8').digest('hex');
}

/** The Authorization header of the request. */
export function tc3Authorization(r: Tc3Request): string {
  const scope = `${tc3Date(r.timestamp)}/${r.service}/tc3_request`;
  return `${ALGORITHM} Credential=${r.secretId}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${tc3Signature(r)}`;
}

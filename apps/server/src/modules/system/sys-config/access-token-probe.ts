import { outboundFetch } from '../../../shared/outbound/outbound-fetch.ts';

/*
 * The WeCom, DingTalk and official-account connection tests: each hands out an access token for valid
 * credentials (GET …/gettoken, …/cgi-bin/token; the official account omits errcode then) and answers
 * {errcode, errmsg} otherwise. The base URLs come from the deployment
 * (WECOM_API_BASE, DINGTALK_API_BASE, WECHAT_MP_API_BASE), never from the request, so their host is
 * allow-listed for the outbound guard even when a deployment points it at an internal address; no
 * redirect is followed; the answer is capped and timed out.
 */

const MAX_ANSWER_BYTES = 16_384;

export type TokenProbe =
  | { isOk: true; token: string }
  | { isOk: false; code: number; reason: string }
  | { isOk: false; code: 'unreachable' };

/** Calls `url` and reads its {errcode, errmsg, access_token} answer. */
export async function probeAccessToken(url: URL): Promise<TokenProbe> {
  let text: string;
  try {
    const answer = await outboundFetch(url, {
      allowHosts: [url.hostname],
      maxRedirects: 0,
      maxBytes: MAX_ANSWER_BYTES,
    });
    text = answer.text();
  } catch {
    return { isOk: false, code: 'unreachable' };
  }
  let body: { errcode?: unknown; errmsg?: unknown; access_token?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return { isOk: false, code: 'unreachable' };
  }
  const isAccepted = body.errcode === 0 || body.errcode === undefined;
  if (isAccepted && typeof body.access_token === 'string') return { isOk: true, token: body.access_token };
  const code = typeof body.errcode === 'number' ? body.errcode : -1;
  const reason = typeof body.errmsg === 'string' ? body.errmsg.slice(0, 120) : '';
  return { isOk: false, code, reason };
}

import { outboundFetch } from '../../../shared/outbound/outbound-fetch.ts';

/*
 * Calls to the WeCom and DingTalk server APIs: JSON POST with the access token in the query, an
 * answer of {errcode, errmsg, …}. Only the deployment's base URLs are called (WECOM_API_BASE,
 * DINGTALK_API_BASE), so their host is allow-listed for the outbound guard; no redirect is followed;
 * each call is timed out and its answer capped.
 */

const MAX_ANSWER_BYTES = 65_536;

/** The service could not be reached or did not answer as its API. */
export class ThirdUnreachableError extends Error {}

export type ThirdAnswer =
  | { isOk: true; body: Record<string, unknown> }
  | { isOk: false; code: number; reason: string };

/** POSTs `body` to `url` and reads the JSON object it answers; anything else is ThirdUnreachableError. */
export async function postThirdJson(url: URL, body: unknown): Promise<Record<string, unknown>> {
  let text: string;
  try {
    const answer = await outboundFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      allowHosts: [url.hostname],
      maxRedirects: 0,
      maxBytes: MAX_ANSWER_BYTES,
    });
    text = answer.text();
  } catch {
    throw new ThirdUnreachableError();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ThirdUnreachableError();
  }
  if (typeof parsed !== 'object' || parsed === null) throw new ThirdUnreachableError();
  return parsed as Record<string, unknown>;
}

/** POSTs `body` to `url` and judges the {errcode, errmsg} answer. */
export async function postThird(url: URL, body: unknown): Promise<ThirdAnswer> {
  const answer = await postThirdJson(url, body);
  if (answer.errcode === 0) return { isOk: true, body: answer };
  const code = typeof answer.errcode === 'number' ? answer.errcode : -1;
  const reason = typeof answer.errmsg === 'string' ? answer.errmsg.slice(0, 200) : '';
  return { isOk: false, code, reason };
}

/*
 * Calls to the WeCom and DingTalk server APIs: JSON POST with the access token in the query, an
 * answer of {errcode, errmsg, …}. Only the deployment's base URLs are called (WECOM_API_BASE,
 * DINGTALK_API_BASE); each call is timed out and its answer capped.
 */

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_CHARS = 65_536;

/** The service could not be reached or did not answer as its API. */
export class ThirdUnreachableError extends Error {}

export type ThirdAnswer =
  | { isOk: true; body: Record<string, unknown> }
  | { isOk: false; code: number; reason: string };

/** POSTs `body` to `url` and judges the {errcode, errmsg} answer. */
export async function postThird(url: URL, body: unknown): Promise<ThirdAnswer> {
  let text: string;
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    text = (await answer.text()).slice(0, MAX_ANSWER_CHARS);
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
  const answer = parsed as Record<string, unknown>;
  if (answer.errcode === 0) return { isOk: true, body: answer };
  const code = typeof answer.errcode === 'number' ? answer.errcode : -1;
  const reason = typeof answer.errmsg === 'string' ? answer.errmsg.slice(0, 200) : '';
  return { isOk: false, code, reason };
}

import type { MessageKey } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { OutboundError } from '../../../shared/outbound/outbound-error.ts';
import { type OutboundRequest, outboundFetch } from '../../../shared/outbound/outbound-fetch.ts';
import { outboundAllowHosts } from '../../system/sys-config/outbound-allow-hosts.ts';

/*
 * One call to an SMS provider's endpoint. The endpoint is the account's (an administrator typed it), so
 * it goes through the outbound guard with the administrator's allow-list, as webhooks do: an internal
 * address only when allow-listed. No redirect, 10 s, answer capped. A refused address names its reason;
 * anything else that keeps the answer from arriving as JSON is the provider being unreachable.
 */

const MAX_ANSWER_BYTES = 65_536;

/** `https://<host>/` for a bare host name; an address with its scheme is taken as written. */
export function endpointUrl(endpoint: string): URL {
  const text = endpoint.trim();
  return new URL(/^https?:\/\//i.test(text) ? text : `https://${text}/`);
}

export async function callProvider(
  ctx: AppContext,
  url: URL,
  request: Pick<OutboundRequest, 'method' | 'headers' | 'body'>,
  unreachable: MessageKey,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let answer: Awaited<ReturnType<typeof outboundFetch>>;
  try {
    answer = await outboundFetch(url, {
      ...request,
      allowHosts: await outboundAllowHosts(ctx),
      maxRedirects: 0,
      maxBytes: MAX_ANSWER_BYTES,
    });
  } catch (error) {
    const isRefusedAddress =
      error instanceof OutboundError && !['unreachable', 'timedOut', 'tooLarge'].includes(error.reason);
    if (isRefusedAddress) throw error;
    throw badRequest(unreachable);
  }
  try {
    const body: unknown = JSON.parse(answer.text());
    if (typeof body === 'object' && body !== null)
      return { status: answer.status, body: body as Record<string, unknown> };
  } catch {
    // not the provider's answer
  }
  throw badRequest(unreachable);
}

export const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '');

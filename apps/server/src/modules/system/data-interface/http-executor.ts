import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { OUTBOUND_DEFAULTS, outboundFetch } from '../../../shared/outbound/outbound-fetch.ts';
import { outboundAllowHosts } from '../sys-config/outbound-allow-hosts.ts';
import type { DataInterfaceRow } from './data-interface.repository.ts';
import type { BoundValue, ExecutorInput, HttpExecutor } from './data-interface-executors.ts';
import { headersOf } from './data-interface-fields.ts';

/*
 * HTTP interfaces: requestMethod 6 GET, 7 POST. `{field}` in the address takes the parameter's value,
 * URL-encoded, and only after the host (path and query): the scheme, host and port are the
 * administrator's text, never a caller's value. The other parameters go in the query string (GET) or
 * a JSON body (POST); null values are left out. The headers are the interface's own. The call goes
 * through the outbound guard (no internal address unless allow-listed, redirects checked again, size
 * and time caps). A JSON answer in the platform envelope `{code, msg, data}` gives its `data` (code 200),
 * or its msg as the error; any other JSON is the result as it is.
 */

export interface HttpExecutorOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const POST = '7';

const textOf = (value: BoundValue) => (value instanceof Date ? value.toISOString() : String(value));

/** The address with path/query placeholders filled, and the parameters it used. */
export function interfaceUrl(path: string, params: ExecutorInput['params']): { url: URL; used: Set<string> } {
  const invalid = () => badRequest('dataInterface.httpPathInvalid');
  const origin = /^(https?:\/\/[^/?#]*)/i.exec(path.trim())?.[1];
  if (!origin || origin.includes('{')) throw invalid();
  const used = new Set<string>();
  const rest = path
    .trim()
    .slice(origin.length)
    .replace(PLACEHOLDER, (whole, field: string) => {
      if (!(field in params)) return whole;
      used.add(field);
      const value = params[field];
      return value === null || value === undefined ? '' : encodeURIComponent(textOf(value));
    });
  try {
    return { url: new URL(`${origin}${rest}`), used };
  } catch {
    throw invalid();
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The data of a platform envelope `{code, msg, data}`; any other JSON as it is. */
export function unwrapEnvelope(answer: unknown): unknown {
  if (!isObject(answer) || !('code' in answer) || !('data' in answer || 'msg' in answer)) return answer;
  if (Number(answer.code) !== 200)
    throw badRequest('dataInterface.httpAnswerError', {
      detail: String(answer.msg ?? answer.code).slice(0, 200),
    });
  return answer.data;
}

export function createHttpExecutor(options: HttpExecutorOptions = {}): HttpExecutor {
  return {
    async request(ctx: AppContext, iface: DataInterfaceRow, input: ExecutorInput): Promise<unknown> {
      const { url, used } = interfaceUrl(iface.path ?? '', input.params);
      const isPost = iface.requestMethod === POST;
      const rest = Object.entries(input.params).filter(
        ([field, value]) => !used.has(field) && value !== null && value !== undefined,
      );
      const headers: Record<string, string> = { accept: 'application/json' };
      for (const header of headersOf(iface.requestHeaders)) headers[header.field] = header.defaultValue ?? '';
      let body: string | undefined;
      if (isPost) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(Object.fromEntries(rest.map(([field, value]) => [field, value])));
      } else {
        for (const [field, value] of rest) url.searchParams.append(field, textOf(value as BoundValue));
      }
      const answer = await outboundFetch(url, {
        method: isPost ? 'POST' : 'GET',
        headers,
        body,
        allowHosts: await outboundAllowHosts(ctx),
        timeoutMs: options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs,
        maxBytes: options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes,
      });
      if (answer.status < 200 || answer.status >= 300)
        throw badRequest('dataInterface.httpStatus', { status: answer.status });
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.text());
      } catch {
        throw badRequest('dataInterface.httpNotJson');
      }
      return unwrapEnvelope(parsed);
    },
  };
}

/** The HTTP executor every app gets (the outbound guard's 10 s and 10 MB caps). */
export const httpExecutor = createHttpExecutor();

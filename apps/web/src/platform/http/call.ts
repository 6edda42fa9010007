import {
  type EndpointInput,
  type EndpointOutput,
  type Envelope,
  fillPath,
  type HasRequiredInput,
  type WebEndpoint,
} from '@platform/contracts';
import { API_BASE, downloadFile, type Payload, request } from './request.ts';

/*
 * Every call of the web goes through an endpoint descriptor of the contracts
 * (`@platform/contracts/web-endpoints`): the path, the method and the types of the parameters and the
 * answer come from the one declaration the server registers its route from.
 */

export interface CallOptions {
  /** Do not toast on failure (the caller shows the error itself). */
  isSilent?: boolean;
  timeout?: number;
}

export type CallArgs<E> =
  HasRequiredInput<E> extends true
    ? [input: EndpointInput<E>, options?: CallOptions]
    : [input?: EndpointInput<E>, options?: CallOptions];

interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown> | FormData;
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function send<E extends WebEndpoint>(endpoint: E, input: LooseInput | undefined, options: CallOptions) {
  const path = `/api${fillPath(endpoint.path, input?.params)}`;
  const isGet = endpoint.method === 'GET';
  // GET carries its query as the payload (the request helper appends it); other methods send the body
  // and put a query, when they have one, in the URL.
  const url = isGet ? path : `${path}${queryString(input?.query)}`;
  const data: Payload = isGet ? input?.query : input?.body;
  return request<EndpointOutput<E>>({
    url,
    method: endpoint.method,
    data,
    isForm: endpoint.bodyEncoding === 'form',
    ...options,
  });
}

/** Calls an endpoint and resolves with `data` of the answer. */
export async function call<E extends WebEndpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const [input, options = {}] = args;
  return (await send(endpoint, input as LooseInput | undefined, options)).data;
}

/** Like `call`, but resolves with the whole answer: save dialogs show the server's message. */
export function callWithMessage<E extends WebEndpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<Envelope<EndpointOutput<E>>> {
  const [input, options = {}] = args;
  return send(endpoint, input as LooseInput | undefined, options);
}

/**
 * Calls an export endpoint (its answer names a file the server wrote: `{name, url}`), downloads that
 * file and resolves with the answer, so the caller shows the server's message.
 */
export async function callAndDownload<E extends WebEndpoint>(
  endpoint: E,
  ...args: EndpointOutput<E> extends { name: string; url: string } ? CallArgs<E> : never
): Promise<Envelope<EndpointOutput<E>>> {
  const [input, options = {}] = args;
  const answer = await send(endpoint, input as LooseInput | undefined, options);
  const file = answer.data as { name: string; url: string };
  await downloadFile(file.url, file.name);
  return answer;
}

/**
 * The browser URL of a raw endpoint (an image source, a download), path parameters filled in.
 * Downloads that need the token go through `downloadFile` with this URL's `/api/...` part.
 */
export function endpointUrl<E extends WebEndpoint>(
  endpoint: E,
  params?: EndpointInput<E>['params'],
  query?: Record<string, string | number>,
): string {
  return `${API_BASE}${endpointPath(endpoint, params, query)}`;
}

/** `/api/...` of an endpoint, for `downloadFile`. */
export function endpointPath<E extends WebEndpoint>(
  endpoint: E,
  params?: EndpointInput<E>['params'],
  query?: Record<string, string | number>,
): string {
  return `/api${fillPath(endpoint.path, params as Record<string, unknown> | undefined)}${queryString(query)}`;
}

/**
 * The browser URL of a URL the server hands out under `/api` (an uploaded file's `url`, a logo of the
 * system config, a file link in a message); undefined for any other URL.
 */
export function serverFileUrl(url: string): string | undefined {
  return url.startsWith('/api/') ? `${API_BASE}${url}` : undefined;
}

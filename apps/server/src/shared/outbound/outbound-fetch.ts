import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { allowList } from './allow-list.ts';
import { type CheckedTarget, checkTarget } from './checked-target.ts';
import { OutboundError } from './outbound-error.ts';
import { type Hop, nextHop } from './redirect-hop.ts';

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole call, redirects included; 10 s by default. */
  timeoutMs?: number;
  /** The largest answer body read; 10 MB by default. */
  maxBytes?: number;
  /** Redirects followed (each target checked again); 5 by default, 0 refuses any redirect. */
  maxRedirects?: number;
  /** Host names, addresses and CIDR ranges that may be internal (the administrator's allow-list). */
  allowHosts?: readonly string[] | string;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
  text(): string;
}

export const OUTBOUND_DEFAULTS = { timeoutMs: 10_000, maxBytes: 10 * 1024 * 1024, maxRedirects: 5 } as const;

/**
 * The one way the server calls an outside HTTP address: http(s) only; every address the host
 * resolves to checked, and the connection pinned to the checked address so a second DNS answer
 * cannot swap it; redirects followed by hand and checked again; the answer capped while it streams;
 * the whole call timed out. Failures throw OutboundError.
 */
export async function outboundFetch(
  input: string | URL,
  options: OutboundRequest = {},
): Promise<OutboundResponse> {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? OUTBOUND_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? OUTBOUND_DEFAULTS.maxRedirects;
  const allow = allowList(options.allowHosts);
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const timedOut = new OutboundError('timedOut', { seconds: Math.round(timeoutMs / 100) / 10 });
  let request: Hop = {
    url: String(input),
    method: (options.method ?? 'GET').toUpperCase(),
    headers: options.headers ?? {},
    body: options.body,
  };
  try {
    for (let hop = 0; ; hop++) {
      const target = await untilAborted(checkTarget(request.url, allow), deadline.signal, timedOut);
      const answer = await send(target, request, deadline.signal, maxBytes);
      const next = nextHop(request, answer.status, answer.headers.location);
      if (next === undefined) return answer;
      if (hop >= maxRedirects) throw new OutboundError('tooManyRedirects', { max: maxRedirects });
      request = next;
    }
  } catch (error) {
    if (deadline.signal.aborted && !(error instanceof OutboundError && error.reason !== 'unreachable'))
      throw timedOut;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves the host name to the address already checked, whatever DNS would answer now. */
function pinnedLookup({ address, family }: CheckedTarget): LookupFunction {
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all)
      (callback as (e: null, all: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    else callback(null, address, family);
  };
}

function send(
  target: CheckedTarget,
  request: { method: string; headers: Record<string, string>; body?: string | Buffer },
  signal: AbortSignal,
  maxBytes: number,
): Promise<OutboundResponse> {
  const { url } = target;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: request.method,
        headers: request.headers,
        lookup: pinnedLookup(target),
        agent: false,
        signal,
      },
      (res) => {
        if (
          res.statusCode !== undefined &&
          res.statusCode >= 300 &&
          res.statusCode < 400 &&
          res.headers.location
        ) {
          res.destroy();
          resolve(answer(res, url, Buffer.alloc(0)));
          return;
        }
        readCapped(res, url, maxBytes).then((body) => resolve(answer(res, url, body)), reject);
      },
    );
    req.on('error', (error) =>
      reject(
        error instanceof OutboundError ? error : new OutboundError('unreachable', { host: url.hostname }),
      ),
    );
    req.end(request.body);
  });
}

function answer(res: IncomingMessage, url: URL, body: Buffer): OutboundResponse {
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    body,
    url: url.href,
    text: () => body.toString('utf8'),
  };
}

/** Reads the body, aborting the connection as soon as it passes `maxBytes`. */
function readCapped(res: IncomingMessage, url: URL, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => {
      reject(new OutboundError('tooLarge', { limit: maxBytes }));
      res.destroy();
    };
    if (Number(res.headers['content-length'] ?? 0) > maxBytes) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) tooLarge();
      else chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
    res.on('aborted', () => reject(new OutboundError('unreachable', { host: url.hostname })));
  });
}

/** Settles like `work`, or rejects with `error` once `signal` aborts (a DNS lookup has no signal of its own). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal, error: Error): Promise<T> {
  if (signal.aborted) return Promise.reject(error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

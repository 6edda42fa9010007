import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/*
 * Logs never carry secrets or bound values:
 * - every field whose name says it holds a secret (password, hash, token, secret, code, signature,
 *   authorization, cookie) is replaced by "[Redacted]" on every log line, at any depth, query
 *   parameters of logged URLs included;
 * - an error keeps its type, message, stack, error code and the failing SQL statement, but not the
 *   statement's parameter values (drizzle puts them in the message and in `params`) nor the
 *   database's `detail` (which repeats values: "Key (account)=(x) already exists");
 * - pino writes one JSON object per line, so a line break in user input is escaped, never a new line.
 */

export const REDACTED = '[Redacted]';

/** Field names that hold secrets. `code` is the captcha or SMS code; an error's `code` is kept. */
const SECRET_KEY =
  /password|passwd|hash|token|secret|signature|authorization|cookie|^code$|(sms|captcha|verify|verification|image|auth)code$/i;

/** Error fields that repeat bound values. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

const MAX_DEPTH = 8;

export const isSecretKey = (key: string): boolean => SECRET_KEY.test(key);

/** A URL with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && isSecretKey(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A copy of a log field with secrets replaced; errors become their safe form. */
function redact(value: unknown, depth: number): unknown {
  if (value instanceof Error) return safeError(value, depth);
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key)) out[key] = REDACTED;
    else if (key === 'url' && typeof item === 'string') out[key] = redactUrl(item);
    else out[key] = redact(item, depth + 1);
  }
  return out;
}

/** The message of an error without bound values: a failed query says which statement failed, only. */
export function safeErrorMessage(err: Error): string {
  const { query } = err as { query?: unknown };
  // drizzle's DrizzleQueryError: "Failed query: <statement>\nparams: <values>".
  const statement = `Failed query: ${String(query)}`;
  if (typeof query === 'string' && err.message.startsWith(`${statement}\nparams:`)) return statement;
  return err.message;
}

/** The message followed by the causes' messages, as pino's own error serializer writes it. */
function withCauses(err: Error, message: string): string {
  const parts = [message];
  let cause = err.cause;
  for (let depth = 0; cause instanceof Error && depth < MAX_DEPTH; depth++) {
    // A query error wrapped again by a transaction repeats the same text.
    const next = safeErrorMessage(cause);
    if (next !== parts.at(-1)) parts.push(next);
    cause = cause.cause;
  }
  return parts.join(': ');
}

/** An error as the log shows it. */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** What the log keeps of an error (serializer of `err`, and of any error met in a log field). */
export function safeError(err: Error, depth = 0): SafeError {
  const message = safeErrorMessage(err);
  const stack = err.stack?.replace(err.message, message) ?? '';
  const out: SafeError = {
    type: err.constructor?.name ?? err.name,
    message: withCauses(err, message),
    stack,
  };
  for (const [key, item] of Object.entries(err)) {
    if (VALUE_FIELDS.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (key === 'code' || key === 'query') out[key] = item;
    else out[key] = isSecretKey(key) ? REDACTED : redact(item, depth + 1);
  }
  if (err.cause !== undefined && depth < MAX_DEPTH) {
    out.cause = err.cause instanceof Error ? safeError(err.cause, depth + 1) : redact(err.cause, depth + 1);
  }
  return out;
}

/** The request as the access log shows it, its URL's secret query values replaced. */
function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Pino options of the app's logger that keep secrets out of every line. */
export function safeLoggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      // `formatters.log` has already made errors safe; this covers errors logged outside it.
      err: (err: Error) => (err instanceof Error ? safeError(err) : (err as SafeError)),
      req: safeRequest,
    },
    formatters: {
      log: (object: Record<string, unknown>) => redact(object, 0) as Record<string, unknown>,
    },
    hooks: {
      // `log.error(err)` and `log.error({ err })` without a message would log the raw error message.
      logMethod(args, method) {
        const [first, second, ...rest] = args as unknown[];
        if (first instanceof Error) {
          return method.apply(this, [{ err: first }, second ?? safeErrorMessage(first), ...rest] as never);
        }
        const err = isPlainObject(first) ? first.err : undefined;
        if (err instanceof Error && second === undefined) {
          return method.apply(this, [first, safeErrorMessage(err)] as never);
        }
        return method.apply(this, args);
      },
    },
  };
}

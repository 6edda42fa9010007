import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  DEFAULT_LANGUAGE,
  describeValidationIssue,
  formatMessage,
  httpStatusOf,
  type Language,
  type MessageKey,
  ResultCode,
} from '@platform/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { requestLanguage } from './request-language.ts';

/** The shape fastify-type-provider-zod gives each zod issue (keyword = zod issue code). */
interface ValidationItem {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

function describeValidation(
  err: FastifyError,
  lang: Language,
): { key: MessageKey; params: Record<string, string> } {
  const first = ((err.validation ?? []) as ValidationItem[])[0];
  if (first?.keyword === 'unrecognized_keys' && first.params?.keys?.length) {
    return { key: 'common.unknownField', params: { field: first.params.keys.join(', ') } };
  }
  const field = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const raw = first?.message ?? err.message;
  // A message key of the shared zod helpers (validation.mobile) or zod's own rule, in the caller's language.
  const detail = (first && describeValidationIssue(first, lang)) ?? raw;
  if (field) return { key: 'common.fieldInvalid', params: { field, detail } };
  return { key: 'common.badRequest', params: { detail } };
}

/**
 * The envelope of a failure. The HTTP status may be more precise than the body code (413, 414, 415,
 * 405 answer body code 400, which every client of the original knows; the status tells proxies).
 */
function send(reply: FastifyReply, code: number, msg: string, status = httpStatusOf(code)) {
  return reply.status(status).send({ code, msg, data: null });
}

/** Failures Fastify raises before a route runs, with the HTTP status each keeps. */
function frameworkFailure(
  err: FastifyError,
  request: FastifyRequest,
): { status: number; key: MessageKey; params?: Record<string, string> } | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, key: 'common.bodyTooLarge' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, key: 'common.unsupportedMediaType', params: { type: mediaTypeOf(request) } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, key: 'common.malformedJson' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, key: 'common.urlTooLong' };
    case 'FST_ERR_BAD_URL':
      return { status: 400, key: 'common.badUrl' };
    default:
      return err instanceof SyntaxError && err.statusCode === 400
        ? { status: 400, key: 'common.malformedJson' }
        : undefined;
  }
}

/** The request's media type, without parameters ("text/xml; charset=utf-8" → "text/xml"). */
function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0].trim().slice(0, 100) || '-';
}

/**
 * Fastify's router failures (an undecodable URL, a path parameter over the length limit): the same
 * envelope as every other error. Passed as the `frameworkErrors` option.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const failure = frameworkFailure(err, request) ?? { status: 400, key: 'common.badUrl' as const };
  const msg = formatMessage(failure.key, requestLanguage(request), failure.params);
  return send(reply, ResultCode.badRequest, msg, failure.status);
}

/** The unexpected error behind a request's 500, for the exception log (never sent to the client). */
const internalErrors = new WeakMap<FastifyRequest, Error>();
export function internalErrorOf(request: FastifyRequest): Error | undefined {
  return internalErrors.get(request);
}

/** One place maps every failure to the envelope; 5xx details go to the log only. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    if (err instanceof AppError) {
      return send(reply, err.code, formatMessage(err.messageKey, lang, err.params));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const { key, params } = describeValidation(err, lang);
      return send(reply, ResultCode.badRequest, formatMessage(key, lang, params));
    }
    const failure = frameworkFailure(err, request);
    if (failure) {
      const msg = formatMessage(failure.key, lang, failure.params);
      return send(reply, ResultCode.badRequest, msg, failure.status);
    }
    if (err.statusCode === 429) {
      return send(reply, ResultCode.tooMany, formatMessage('common.tooMany', lang));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return send(
        reply,
        ResultCode.badRequest,
        formatMessage('common.badRequest', lang, { detail: err.message }),
      );
    }
    request.log.error({ err }, 'unhandled error');
    internalErrors.set(request, err);
    return send(
      reply,
      ResultCode.internal,
      formatMessage('common.internal', lang, { requestId: String(request.id) }),
    );
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a request line or headers over the
 * size limit, broken HTTP, a timeout) still get the envelope. Passed as the `clientErrorHandler`
 * option; no request exists yet, so the message is in the default language.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const msg =
    status === 431
      ? formatMessage('common.headersTooLarge', DEFAULT_LANGUAGE)
      : formatMessage('common.badRequest', DEFAULT_LANGUAGE, { detail: STATUS_CODES[status] ?? '' });
  const body = JSON.stringify({ code: ResultCode.badRequest, msg, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

import {
  formatMessage,
  httpStatusOf,
  isValidationMessageKey,
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
  // Shared zod helpers carry a validation message key (e.g. validation.mobile) instead of text.
  const detail = isValidationMessageKey(raw) ? formatMessage(raw, lang) : raw;
  if (field) return { key: 'common.fieldInvalid', params: { field, detail } };
  return { key: 'common.badRequest', params: { detail } };
}

function send(reply: FastifyReply, code: number, msg: string) {
  return reply.status(httpStatusOf(code)).send({ code, msg, data: null });
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
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(reply, ResultCode.badRequest, formatMessage('common.bodyTooLarge', lang));
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
    return send(
      reply,
      ResultCode.internal,
      formatMessage('common.internal', lang, { requestId: String(request.id) }),
    );
  });
}

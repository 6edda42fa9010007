import { type Language, languageFromHeader } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';

/** The web sends the user's chosen language as Accept-Language; messages follow it. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header);
}

// Zod-free on purpose: the web's first screen imports these without pulling in zod.

/** Body codes of the JNPF envelope. The HTTP status mirrors them (see httpStatusOf). */
export const ResultCode = {
  ok: 200,
  badRequest: 400,
  forbidden: 401,
  notFound: 404,
  tooMany: 429,
  internal: 500,
  loginExpired: 600,
  kickedOut: 601,
  invalidToken: 602,
} as const;
export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes that end the session on the client. */
export const SESSION_END_CODES: readonly number[] = [600, 601, 602];

export function httpStatusOf(code: number): number {
  if (code === 200) return 200;
  if (code === 401) return 403;
  if (code >= 600 && code <= 602) return 401;
  if (code === 400 || code === 404 || code === 429) return code;
  return 500;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

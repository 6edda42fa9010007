import { type MessageKey, ResultCode } from '@platform/contracts';

export type AppErrorKind =
  | 'badRequest'
  | 'forbidden'
  | 'notFound'
  | 'tooMany'
  | 'internal'
  | 'loginExpired'
  | 'kickedOut'
  | 'invalidToken';

/**
 * Every expected failure is thrown as an AppError; the error handler turns it into the envelope
 * with the message in the caller's language. Guards throw, they never send.
 */
export class AppError extends Error {
  readonly code: number;
  constructor(
    readonly kind: AppErrorKind,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.code = ResultCode[kind];
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError('badRequest', key, params);
export const forbidden = (key: MessageKey = 'common.forbidden', params?: Record<string, string | number>) =>
  new AppError('forbidden', key, params);
export const notFound = (key: MessageKey = 'common.notFound', params?: Record<string, string | number>) =>
  new AppError('notFound', key, params);

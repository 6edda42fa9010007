import { AppError } from '../../http/app-error.ts';

export type OutboundReason =
  | 'addressNotAllowed'
  | 'schemeNotAllowed'
  | 'invalidUrl'
  | 'tooLarge'
  | 'timedOut'
  | 'tooManyRedirects'
  | 'unreachable';

/** A refused or failed outbound call; answers 400 with the reason's message when it reaches a route. */
export class OutboundError extends AppError {
  constructor(
    readonly reason: OutboundReason,
    params: Record<string, string | number> = {},
  ) {
    super('badRequest', `outbound.${reason}`, params);
  }
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends the app's pino output into memory: one string per write (pino writes one line each time).
 * Request loggers are pino children, which read the destination through their prototype chain, so
 * replacing it on the root logger captures them too.
 */
export function captureLog(logger: FastifyBaseLogger): string[] {
  const lines: string[] = [];
  let holder: object | null = logger;
  while (holder) {
    const streamSym = Object.getOwnPropertySymbols(holder).find((s) => s.description === 'pino.stream');
    if (streamSym) {
      Object.defineProperty(logger, streamSym, { value: { write: (line: string) => lines.push(line) } });
      return lines;
    }
    holder = Object.getPrototypeOf(holder);
  }
  throw new Error('the pino destination was not found on the app logger');
}

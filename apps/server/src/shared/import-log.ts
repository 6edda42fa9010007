import type { AppContext } from '../app-context.ts';
import type { SessionUser } from '../http/route.ts';

/*
 * A bulk import leaves one operation entry: no record "before", and as "after" what it did — how
 * many records it created, updated and skipped and the ids or codes it touched, bounded so a large
 * file does not make a large log row. Secret-looking fields are masked by the log writer as always.
 */

/** At most this many ids or codes are kept; `moreCodes` counts the rest. */
export const IMPORT_LOG_MAX_CODES = 100;

export interface ImportSummary {
  created: number;
  updated: number;
  skipped: number;
  /** Only where an import can remove (an empty translation text). */
  removed?: number;
  /** The ids or codes of the records written, in the file's order. */
  codes: readonly string[];
}

/** Hands an import's summary to the operation log, after its writes have committed. */
export function logImport(
  ctx: Pick<AppContext, 'systemLog'>,
  caller: Pick<SessionUser, 'userId' | 'account'>,
  moduleName: string,
  summary: ImportSummary,
): void {
  const codes = summary.codes.slice(0, IMPORT_LOG_MAX_CODES);
  const more = summary.codes.length - codes.length;
  ctx.systemLog?.operation({
    userId: caller.userId,
    account: caller.account,
    moduleName,
    action: 'import',
    // One record imported (a .bb or .bd file) is found by its id like any other write.
    recordId: summary.codes.length === 1 ? (codes[0] ?? '') : '',
    before: null,
    after: { ...summary, codes, ...(more > 0 ? { moreCodes: more } : {}) },
  });
}

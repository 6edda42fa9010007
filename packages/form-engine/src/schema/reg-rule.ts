import { isSafePattern } from './pattern-safety.ts';

/**
 * Compiles a designer's pattern. The original stores `/body/flags` (as typed into the designer, e.g.
 * `/^1[3-9]\d{9}$/`); a text without the slashes is the body alone. Only the flags i, m, s and u are kept:
 * g and y would make `test` depend on the previous call. Returns undefined when the pattern does not compile
 * or could backtrack catastrophically (pattern-safety.ts): such a rule is refused when the design is saved.
 */
export function compilePattern(pattern: string): RegExp | undefined {
  const compiled = compileAsWritten(pattern);
  return compiled && isSafePattern(compiled.source) ? compiled : undefined;
}

/** Why a designer's pattern is refused (the design error's message key), or undefined when it is fine. */
export function patternProblem(pattern: string): 'invalidPattern' | 'unsafePattern' | undefined {
  const compiled = compileAsWritten(pattern);
  if (!compiled) return 'invalidPattern';
  return isSafePattern(compiled.source) ? undefined : 'unsafePattern';
}

function compileAsWritten(pattern: string): RegExp | undefined {
  const match = /^\/([\s\S]*)\/([a-z]*)$/.exec(pattern);
  const body = match ? match[1] : pattern;
  const flags = match ? [...new Set(match[2].replace(/[^imsu]/g, ''))].join('') : '';
  try {
    return new RegExp(body, flags);
  } catch {
    return undefined;
  }
}

/**
 * Compiles a designer's pattern. The original stores `/body/flags` (as typed into the designer, e.g.
 * `/^1[3-9]\d{9}$/`); a text without the slashes is the body alone. Only the flags i, m, s and u are kept:
 * g and y would make `test` depend on the previous call. Returns undefined when the pattern does not compile.
 */
export function compilePattern(pattern: string): RegExp | undefined {
  const match = /^\/([\s\S]*)\/([a-z]*)$/.exec(pattern);
  const body = match ? match[1] : pattern;
  const flags = match ? [...new Set(match[2].replace(/[^imsu]/g, ''))].join('') : '';
  try {
    return new RegExp(body, flags);
  } catch {
    return undefined;
  }
}

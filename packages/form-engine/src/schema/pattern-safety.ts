/**
 * Whether a designer's pattern can be run on the server without risk of catastrophic backtracking.
 * Refused: a group repeated without bound that itself repeats something without bound — `(a+)+`,
 * `(\w+\s?)*`, `(a*){2,}`, `((a+)b)*` — the shape whose matching time grows exponentially with a
 * crafted text. Plain patterns of form fields (phone numbers, codes, e-mail shapes) never need it.
 * Not detected: a repeated alternation of overlapping alternatives (`(a|a)*`), rarer in practice.
 */
export function isSafePattern(body: string): boolean {
  // Per open group: does it hold an unbounded repetition? `closed`: the group that just ended.
  const groups: { repeats: boolean }[] = [{ repeats: false }];
  let closed: { repeats: boolean } | undefined;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    const unbounded = unboundedAt(body, i);
    if (unbounded > 0) {
      // A group just closed and now repeated without bound: unsafe if it repeats inside too.
      if (closed?.repeats) return false;
      const top = groups.at(-1);
      if (top) top.repeats = true;
      i += unbounded - 1;
      closed = undefined;
      continue;
    }
    closed = undefined;
    if (char === '\\') {
      i++;
      continue;
    }
    if (char === '[') {
      i = classEnd(body, i);
      continue;
    }
    if (char === '(') {
      groups.push({ repeats: false });
      continue;
    }
    if (char === ')' && groups.length > 1) {
      const group = groups.pop();
      const parent = groups.at(-1);
      if (group?.repeats && parent) parent.repeats = true;
      closed = group;
    }
  }
  return true;
}

/** The length of an unbounded quantifier (`*`, `+`, `{n,}`, with a lazy `?`) at i; 0 when none. */
function unboundedAt(body: string, i: number): number {
  const char = body[i];
  if (char === '*' || char === '+') return body[i + 1] === '?' ? 2 : 1;
  if (char !== '{') return 0;
  const match = /^\{\d+,\}\??/.exec(body.slice(i));
  return match ? match[0].length : 0;
}

/** The index of the `]` closing the character class opened at i (escapes inside skipped). */
function classEnd(body: string, i: number): number {
  let j = i + 1;
  if (body[j] === '^') j++;
  if (body[j] === ']') j++;
  for (; j < body.length; j++) {
    if (body[j] === '\\') j++;
    else if (body[j] === ']') return j;
  }
  return body.length;
}

/**
 * The fields of `body` among `keys` that are not undefined: the patch of a partial edit, where a
 * field left out keeps its stored value (ADR 0009: the form grants judge what was sent).
 */
export function definedFields<T extends object, K extends keyof T>(
  body: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const patch: Partial<Pick<T, K>> = {};
  for (const key of keys) if (body[key] !== undefined) patch[key] = body[key];
  return patch;
}

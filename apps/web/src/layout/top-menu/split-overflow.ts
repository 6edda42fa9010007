/** Each top-menu slot is 116 px wide; what does not fit goes under "more". */
export const TOP_MENU_SLOT = 116;

/**
 * Splits items into the ones shown and the ones moved under "more". When anything overflows, the last
 * slot is taken by "more" itself. An unmeasured bar (width 0) shows everything.
 */
export function splitOverflow<T>(
  items: readonly T[],
  width: number,
  slot = TOP_MENU_SLOT,
): { visible: T[]; overflow: T[] } {
  const slots = Math.floor(width / slot);
  if (width <= 0 || items.length <= slots) return { visible: [...items], overflow: [] };
  const shown = Math.max(0, slots - 1);
  return { visible: items.slice(0, shown), overflow: items.slice(shown) };
}

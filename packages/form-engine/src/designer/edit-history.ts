/*
 * The designer's undo and redo: each edit records the state it produced; undo steps back, redo steps
 * forward again until a new edit is recorded (which forgets the steps undone). At most `limit` steps
 * back are kept.
 */

export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export const HISTORY_LIMIT = 50;

export const startHistory = <T>(present: T): EditHistory<T> => ({ past: [], present, future: [] });

export function recordEdit<T>(history: EditHistory<T>, next: T, limit = HISTORY_LIMIT): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  const past = [...history.past, history.present];
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [] };
}

export function undoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (history.past.length === 0) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous as T,
    future: [history.present, ...history.future],
  };
}

export function redoEdit<T>(history: EditHistory<T>): EditHistory<T> {
  if (history.future.length === 0) return history;
  const [next, ...future] = history.future;
  return { past: [...history.past, history.present], present: next as T, future };
}

/** The message key `run` is refused with (an AppError's), or undefined when it runs. */
export function refusalOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (err) {
    return (err as { messageKey?: string }).messageKey;
  }
  return undefined;
}

import { useState } from 'react';

/**
 * True from the first time `open` is true. Lazy panels mount on first use (their code is not in the
 * first-screen bundle) and then stay mounted, so they keep their close animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(open);
  if (open && !hasOpened) setHasOpened(true);
  return hasOpened || open;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scroll resets to the top on navigation. */
export function ScrollReset() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

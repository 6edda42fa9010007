import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may repeat (the SMS resend button); ticks once a second. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((value: number) => setSeconds(Math.max(0, Math.floor(value))), []);
  return { seconds, start };
}

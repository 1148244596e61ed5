import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so "as of 3 minutes ago" stays true on screen. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

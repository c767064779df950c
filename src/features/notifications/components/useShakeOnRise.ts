import { useEffect, useRef, useState } from 'react';
import { BELL_SHAKE_MS } from '../../../../common/notifications.ts';

/** True for 12 s after the count rises (spec 000 §9). */
export function useShakeOnRise(count: number) {
  const previous = useRef(count);
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    const rose = count > previous.current;
    previous.current = count;
    if (!rose) return;
    setShaking(true);
    const t = setTimeout(() => setShaking(false), BELL_SHAKE_MS);
    return () => clearTimeout(t);
  }, [count]);
  return shaking;
}

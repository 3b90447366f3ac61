import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * A box that does not shrink while `resetKey` stays the same: its height only grows to the
 * tallest it has been. The day panel below the month changes with the day under the pointer;
 * had it shrunk, a page scrolled to its end would move under the pointer, which would then
 * rest on another day (the one above), and a click meant for one day would pin another.
 */
export function SteadyHeight({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement | null>(null);
  const [tallest, setTallest] = useState({ key: resetKey, height: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const now = element.offsetHeight;
      setTallest((seen) => (seen.key !== resetKey || now > seen.height ? { key: resetKey, height: now } : seen));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [resetKey]);
  return (
    <div ref={box} style={{ minHeight: tallest.key === resetKey ? tallest.height : 0 }}>
      {children}
    </div>
  );
}

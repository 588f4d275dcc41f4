import { useEffect, useRef, useState } from 'react';

/**
 * The width an element is drawn at, in CSS px, kept up to date as it changes (`fallback` until measured, and
 * where ResizeObserver is missing). A picture whose viewBox is this wide draws its text at real size, so a
 * label is as legible on a phone as on a desktop.
 */
export function useMeasuredWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollArrows {
  canScrollPrevious: boolean;
  canScrollNext: boolean;
  scrollBy: (direction: -1 | 1) => void;
}

/**
 * Arrow state for a horizontal strip: 'previous' only once scrolled right, 'next' only while
 * more content remains. Each press scrolls `step` pixels.
 */
export const useScrollArrows = (ref: RefObject<HTMLElement | null>, step: number): ScrollArrows => {
  const [state, setState] = useState({ canScrollPrevious: false, canScrollNext: false });

  const measure = useCallback(() => {
    const node = ref.current;
    if (!node) return;
    const canScrollPrevious = node.scrollLeft > 1;
    const canScrollNext = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setState((current) =>
      current.canScrollPrevious === canScrollPrevious && current.canScrollNext === canScrollNext
        ? current
        : { canScrollPrevious, canScrollNext },
    );
  }, [ref]);

  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const frame = requestAnimationFrame(measure);
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(node);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, measure]);

  const scrollBy = useCallback(
    (direction: -1 | 1) => {
      ref.current?.scrollBy({ left: direction * step, behavior: 'smooth' });
      // Smooth scrolling fires scroll events; this also covers engines that jump.
      measure();
    },
    [ref, step, measure],
  );

  return { ...state, scrollBy };
};

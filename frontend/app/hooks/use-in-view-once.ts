import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true the first time the element is at least `threshold` visible, and stays true.
 */
export const useInViewOnce = (ref: RefObject<Element | null>, threshold = 0.1): boolean => {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, seen]);
  return seen;
};

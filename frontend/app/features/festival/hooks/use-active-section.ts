import { useEffect, useState } from 'react';

/**
 * The id of the section crossing the middle of the viewport. Each section reports when it
 * enters the band between 45% and 50% of the viewport height; the last to enter wins.
 */
export const useActiveSection = <T extends string>(ids: readonly T[]): T | undefined => {
  const [active, setActive] = useState<T | undefined>(ids[0]);
  useEffect(() => {
    const elements = ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
    if (elements.length === 0) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.filter((entry) => entry.isIntersecting);
        const last = entering[entering.length - 1];
        if (last) setActive(last.target.id as T);
      },
      { rootMargin: '-45% 0px -50% 0px', threshold: 0 },
    );
    elements.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [ids]);
  return active;
};

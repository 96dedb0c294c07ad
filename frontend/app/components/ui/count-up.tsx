import { useEffect, useRef, useState } from 'react';
import { useInViewOnce } from '../../hooks/use-in-view-once';
import { usePrefersReducedMotion } from '../../hooks/use-reduced-motion';

export interface ParsedStat {
  target: number;
  prefix: string;
  suffix: string;
}

/** Splits '400 Cr+' into 400 and ' Cr+'; '17' into 17 and ''. Commas are ignored. */
export const parseStat = (value: string): ParsedStat => {
  const match = /^(\D*?)(\d[\d,]*)(.*)$/.exec(value);
  if (!match) return { target: 0, prefix: '', suffix: value };
  return {
    prefix: match[1] ?? '',
    target: Number((match[2] ?? '0').replace(/,/g, '')),
    suffix: match[3] ?? '',
  };
};

const easeOut = (t: number): number => 1 - (1 - t) ** 3;

/**
 * The number running from 0 to `target` over `durationMs` (easing out) once `start` is true;
 * at once when the visitor prefers reduced motion.
 */
export function useCountUp(target: number, durationMs: number, start: boolean): number {
  const reducedMotion = usePrefersReducedMotion();
  const instant = reducedMotion || durationMs <= 0;
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    if (!start || instant) return undefined;
    let frame = 0;
    const startedAt = performance.now();
    const tick = (now: number): void => {
      const t = Math.min(1, (now - startedAt) / durationMs);
      setCurrent(Math.round(target * easeOut(t)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [start, instant, durationMs, target]);

  return start && instant ? target : current;
}

export interface CountUpProps {
  value: string;
  durationMs?: number;
  /**
   * Start signal from a parent that watches its whole section. When left out the number
   * watches itself and starts once it is 10% visible.
   */
  start?: boolean;
  className?: string;
}

/** Counts from 0 to the number in `value`, once, keeping any prefix/suffix. */
export function CountUp({ value, durationMs = 2750, start, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const selfSeen = useInViewOnce(ref, 0.1);
  const began = start ?? selfSeen;
  const { target, prefix, suffix } = parseStat(value);
  const current = useCountUp(target, durationMs, began);

  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-testid="count-up-display">
        {prefix}
        {/* Ungrouped, as the specification writes its figures ('1250+'). */}
        {String(current)}
        {suffix}
      </span>
      <span className="sr-only">{value}</span>
    </span>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';

export type SwipeDirection = 'next' | 'previous' | null;

/** A drag over `distance` px or faster than `velocity` px/s moves; leftwards means next. */
export const swipeDirection = (dx: number, velocity: number, distance = 50, minVelocity = 500): SwipeDirection => {
  if (Math.abs(dx) > distance || Math.abs(velocity) > minVelocity) {
    const sign = Math.abs(dx) > distance ? dx : velocity;
    return sign < 0 ? 'next' : 'previous';
  }
  return null;
};

export const wrapIndex = (index: number, count: number): number => (count === 0 ? 0 : ((index % count) + count) % count);

export interface TestimonialCarouselOptions {
  count: number;
  intervalMs: number;
  resumeMs: number;
  /** No autoplay until the visitor presses play (reduced motion). */
  startPaused: boolean;
}

/**
 * State of the testimonials carousel: the index wraps; it advances every `intervalMs`
 * unless paused by hover, a drag or the pause control; after a drag it resumes
 * `resumeMs` later.
 */
export const useTestimonialCarousel = ({ count, intervalMs, resumeMs, startPaused }: TestimonialCarouselOptions) => {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const resumeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const userStopped = stopped ?? startPaused;
  const running = !userStopped && !hovered && !dragging && count > 1;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);

  useEffect(() => () => clearTimeout(resumeTimer.current), []);

  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);

  const startDrag = useCallback(() => {
    clearTimeout(resumeTimer.current);
    setDragging(true);
  }, []);

  const endDrag = useCallback(
    (dx: number, velocity: number) => {
      const direction = swipeDirection(dx, velocity);
      if (direction === 'next') next();
      if (direction === 'previous') previous();
      clearTimeout(resumeTimer.current);
      resumeTimer.current = setTimeout(() => setDragging(false), resumeMs);
    },
    [next, previous, resumeMs],
  );

  return {
    index,
    running,
    paused: userStopped,
    togglePaused: () => setStopped(!userStopped),
    setHovered,
    goTo,
    next,
    previous,
    startDrag,
    endDrag,
  };
};

import { useEffect, useState, type RefObject } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

let settled: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser has had an idle moment: decoration that
 * moves (a slideshow's autoplay) waits for it, so it does not compete with the page's first
 * render and hydration on a slow phone.
 */
export const pageSettled = (): Promise<void> =>
  (settled ??= new Promise<void>((resolve) => {
    const idle = (): void => {
      const view = window as IdleWindow;
      if (view.requestIdleCallback) view.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }));

/**
 * True while the element is on screen and the page has settled: what a slideshow's autoplay
 * waits for. Off screen it stands still, and nothing repaints that nobody sees.
 */
export const useMotionGate = (ref: RefObject<Element | null>): boolean => {
  const [onScreen, setOnScreen] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let live = true;
    void pageSettled().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return onScreen && ready;
};
